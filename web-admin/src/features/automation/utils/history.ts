import { isAutomationFailure } from "@movebreak/shared/automation-events";
import type { HistoryEvent } from "@movebreak/shared/contracts/automation";

export function isFailureEvent(event: HistoryEvent): boolean {
  return isAutomationFailure(event);
}

/** The run an event belongs to, when it does. */
export function runIdOf(event: HistoryEvent): string | null {
  const runId = "runId" in event.data ? event.data.runId : undefined;
  return typeof runId === "string" ? runId : null;
}

export { actorOf } from "@movebreak/shared/describe-event";
