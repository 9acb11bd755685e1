import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** POST /api/automation/stop. */
export function stopAutomation() {
  return sendAutomationCommand("/api/automation/stop", { method: "POST" });
}

export function useStopAutomation(options: CommandMutationOptions = {}) {
  return useAutomationCommand(stopAutomation, options);
}
