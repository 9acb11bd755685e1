import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { runIdOf } from "./history";

export type RunOutcome = "completed" | "failed" | "aborted" | "stopped" | "in progress";

export type TimelineRow =
  | { kind: "run"; key: string; runId: string; outcome: RunOutcome; events: number }
  | { kind: "event"; key: string; event: HistoryEvent; inRun: boolean };

const OUTCOMES: Partial<Record<HistoryEvent["type"], RunOutcome>> = {
  RunCompleted: "completed",
  RunFailed: "failed",
  RunAborted: "aborted",
  RunStopped: "stopped",
};

/**
 * The timeline's rows, newest first: each stretch of events of one run gets a header row naming the run
 * and how it ended (as far as the stretch shows), so a run's steps read as one group; events outside a run
 * (commands, audit, page jobs) stand alone.
 */
export function timelineRows(events: HistoryEvent[]): TimelineRow[] {
  const rows: TimelineRow[] = [];
  type RunRow = Extract<TimelineRow, { kind: "run" }>;
  let group = null as RunRow | null;
  for (const event of events) {
    const runId = event.streamId === "automation" ? runIdOf(event) : null;
    if (runId === null) {
      group = null;
      rows.push({ kind: "event", key: `e${event.seq}`, event, inRun: false });
      continue;
    }
    let current: RunRow;
    if (group !== null && group.runId === runId) current = group;
    else {
      current = { kind: "run", key: `r${event.seq}`, runId, outcome: "in progress", events: 0 };
      rows.push(current);
      group = current;
    }
    current.events += 1;
    const outcome = OUTCOMES[event.type];
    if (outcome && current.outcome === "in progress") current.outcome = outcome;
    rows.push({ kind: "event", key: `e${event.seq}`, event, inRun: true });
  }
  return rows;
}
