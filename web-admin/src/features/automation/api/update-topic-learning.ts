import { type CommandMutationOptions, sendAutomationCommand, useAutomationCommand } from "./automation-command";

/** PUT /api/automation/topic-learning {enabled}: whether step 1 weighs topics by their pages' store clicks. */
export function updateTopicLearning(enabled: boolean) {
  return sendAutomationCommand("/api/automation/topic-learning", { method: "PUT", json: { enabled } });
}

export function useUpdateTopicLearning(options: CommandMutationOptions<boolean> = {}) {
  return useAutomationCommand(updateTopicLearning, options);
}
