import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** POST /api/automation/resume. */
export function resumeAutomation() {
  return sendAutomationCommand("/api/automation/resume", { method: "POST" });
}

export function useResumeAutomation(options: CommandMutationOptions = {}) {
  return useAutomationCommand(resumeAutomation, options);
}
