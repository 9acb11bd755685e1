import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** POST /api/automation/start. */
export function startAutomation() {
  return sendAutomationCommand("/api/automation/start", { method: "POST" });
}

export function useStartAutomation(options: CommandMutationOptions = {}) {
  return useAutomationCommand(startAutomation, options);
}
