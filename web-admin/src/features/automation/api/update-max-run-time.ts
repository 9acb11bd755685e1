import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** PUT /api/automation/max-run-time {minutes}; {minutes: null} means unlimited. */
export function updateMaxRunTime(minutes: number | null) {
  return sendAutomationCommand("/api/automation/max-run-time", { method: "PUT", json: { minutes } });
}

export function useUpdateMaxRunTime(options: CommandMutationOptions<number | null> = {}) {
  return useAutomationCommand(updateMaxRunTime, options);
}
