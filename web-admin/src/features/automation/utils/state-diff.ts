import type { ActivityLogEntry } from "@movebreak/shared/contracts/automation";
import diff from "microdiff";
import type { AutomationStateAt } from "../api/get-automation-state-at";

export interface FieldChange {
  /** "status.totalRuns", "metrics.successRate", "machine.workflow". */
  field: string;
  before: unknown;
  after: unknown;
}

export interface StateDiff {
  /** Status, machine and metrics fields whose value differs, in that order. */
  fields: FieldChange[];
  /** Activity log rows in the later state and not in the earlier one (newest first). */
  logsAdded: ActivityLogEntry[];
  /** Rows in both whose status, message or time changed (a step that completed in between). */
  logsChanged: { before: ActivityLogEntry; after: ActivityLogEntry }[];
  /** Rows gone from the later state (a LogsCleared, or rows past the newest 100). */
  logsRemoved: ActivityLogEntry[];
}

/** The fields that say nothing about what happened between two events (the moment each was read). */
const IGNORED = new Set(["status.remainingTimeMinutes"]);

function fieldChanges(section: string, before: object, after: object): FieldChange[] {
  return diff(before as Record<string, unknown>, after as Record<string, unknown>)
    .map((change) => ({
      field: [section, ...change.path].join("."),
      before: change.type === "CREATE" ? undefined : change.oldValue,
      after: change.type === "REMOVE" ? undefined : change.value,
    }))
    .filter((change) => !IGNORED.has(change.field));
}

/** What changed from the state after one event to the state after another (pure: both are given). */
export function stateDiff(earlier: AutomationStateAt, later: AutomationStateAt): StateDiff {
  const before = new Map(earlier.logs.map((entry) => [entry.id, entry]));
  const after = new Map(later.logs.map((entry) => [entry.id, entry]));
  const logsChanged: StateDiff["logsChanged"] = [];
  for (const entry of later.logs) {
    const old = before.get(entry.id);
    if (old && JSON.stringify(old) !== JSON.stringify(entry)) logsChanged.push({ before: old, after: entry });
  }
  return {
    fields: [
      ...fieldChanges("machine", earlier.machine.value, later.machine.value),
      ...fieldChanges("status", earlier.status, later.status),
      ...fieldChanges("metrics", earlier.metrics, later.metrics),
    ],
    logsAdded: later.logs.filter((entry) => !before.has(entry.id)),
    logsChanged,
    logsRemoved: earlier.logs.filter((entry) => !after.has(entry.id)),
  };
}
