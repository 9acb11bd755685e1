import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** POST /api/automation/pause. */
export function pauseAutomation() {
  return sendAutomationCommand("/api/automation/pause", { method: "POST" });
}

export function usePauseAutomation(options: CommandMutationOptions = {}) {
  return useAutomationCommand(pauseAutomation, options);
}
