import type { HistoryEvent, RunOutcome as RunSummary } from "@movebreak/shared/contracts/automation";
import { runIdOf } from "./history";

export type RunOutcome = "completed" | "failed" | "aborted" | "stopped" | "in progress";

export type TimelineRow =
  | { kind: "run"; key: string; runId: string; outcome: RunOutcome; events: number }
  | { kind: "event"; key: string; event: HistoryEvent; inRun: boolean };

/** How each run ended, as the server read it from the run's terminal event (hidden by the filters or not). */
export type RunOutcomes = ReadonlyMap<string, RunSummary["outcome"]>;

const SERVER_OUTCOMES: Record<RunSummary["outcome"], RunOutcome> = {
  running: "in progress",
  completed: "completed",
  failed: "failed",
  aborted: "aborted",
  stopped: "stopped",
};

const OUTCOMES: Partial<Record<HistoryEvent["type"], RunOutcome>> = {
  RunCompleted: "completed",
  RunFailed: "failed",
  RunAborted: "aborted",
  RunStopped: "stopped",
};

/**
 * The timeline's rows, newest first: each stretch of events of one run gets a header row naming the run
 * and how it ended, so a run's steps read as one group; events outside a run (commands, audit, page jobs)
 * stand alone. How a run ended comes from `outcomes` (the server reads it from the run's own end, which the
 * filters may hide); a run it does not know is judged by the end the list shows, else "in progress".
 */
export function timelineRows(events: HistoryEvent[], outcomes: RunOutcomes = new Map()): TimelineRow[] {
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
    const known = outcomes.get(runId);
    const outcome = known && known !== "running" ? SERVER_OUTCOMES[known] : OUTCOMES[event.type];
    if (outcome && current.outcome === "in progress") current.outcome = outcome;
    rows.push({ kind: "event", key: `e${event.seq}`, event, inRun: true });
  }
  return rows;
}
