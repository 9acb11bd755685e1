import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** PUT /api/automation/interval {minutes}: the wait between runs. */
export function updateInterval(minutes: number) {
  return sendAutomationCommand("/api/automation/interval", { method: "PUT", json: { minutes } });
}

export function useUpdateInterval(options: CommandMutationOptions<number> = {}) {
  return useAutomationCommand(updateInterval, options);
}
