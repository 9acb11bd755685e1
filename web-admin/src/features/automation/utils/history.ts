import type { HistoryEvent } from "@movebreak/shared/contracts/automation";

/** The stored event types of the automation stream (services/src/automation/events.ts), for the type filter. */
export const EVENT_TYPES = [
  "AutomationStarted",
  "AutomationPaused",
  "AutomationResumed",
  "AutomationStopped",
  "NextRunScheduled",
  "IntervalChanged",
  "MaxRunTimeChanged",
  "LogsCleared",
  "DeadlineScheduled",
  "RunStarted",
  "StepStarted",
  "StepCompleted",
  "StepFailed",
  "RunCompleted",
  "RunFailed",
  "RunAborted",
  "RunStopped",
] as const;

const FAILURE_TYPES = new Set(["StepFailed", "RunFailed", "RunAborted"]);

export function isFailureEvent(event: HistoryEvent): boolean {
  if (FAILURE_TYPES.has(event.type)) return true;
  return event.type === "AutomationStopped" && fieldOf(event.data, "reason") === "consecutive_failures";
}

/** The run an event belongs to, when it does. */
export function runIdOf(event: HistoryEvent): string | null {
  const runId = fieldOf(event.data, "runId");
  return typeof runId === "string" ? runId : null;
}

/** Who caused it (meta.actor: an admin session, the api key or the system). */
export function actorOf(event: HistoryEvent): string {
  const actor = event.meta.actor;
  return typeof actor === "string" ? actor : "unknown";
}

function fieldOf(data: unknown, key: string): unknown {
  return data !== null && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
}
