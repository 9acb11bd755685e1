import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** DELETE /api/automation/logs: empties the activity log (the event history keeps everything). */
export function clearActivityLogs() {
  return sendAutomationCommand("/api/automation/logs", { method: "DELETE" });
}

export function useClearActivityLogs(options: CommandMutationOptions = {}) {
  return useAutomationCommand(clearActivityLogs, options);
}
