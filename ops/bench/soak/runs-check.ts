/**
 * Do the stored events match the runs? Every run started during the soak has one end,
 * a completed run has its 8 steps started and completed in order, the automation's own
 * counters (GET /api/automation/status) agree with the events, and every run that came
 * due on the schedule was started.
 */
import { STEP_NAMES } from "@movebreak/shared/automation";
import {
  type AutomationStatus,
  AutomationStatusSchema,
  type HistoryEvent,
  HistoryEventSchema,
} from "@movebreak/shared/contracts/automation";
import { type AdminSession, adminRequest } from "../support/admin-api";

export async function readStatus(session: AdminSession): Promise<AutomationStatus> {
  return AutomationStatusSchema.parse(await adminRequest(session, "GET", "/api/automation/status"));
}

/** Every automation event after `afterSeq`, page by page (the admin history API). */
export async function readEvents(session: AdminSession, afterSeq: number): Promise<HistoryEvent[]> {
  const events: HistoryEvent[] = [];
  let after = afterSeq;
  for (;;) {
    const page = await adminRequest<{ events: unknown; nextAfterSeq: number; hasMore: boolean }>(
      session,
      "GET",
      `/api/automation/events?afterSeq=${after}&limit=1000`,
    );
    events.push(...HistoryEventSchema.array().parse(page.events));
    if (!page.hasMore) return events;
    after = page.nextAfterSeq;
  }
}

export interface RunSummary {
  runId: string;
  end: "RunCompleted" | "RunFailed" | "RunAborted" | "RunStopped" | "none";
  stepsStarted: number;
  stepsCompleted: number;
  stepsFailed: number;
  durationMs: number | null;
  startedAt: string;
  problems: string[];
}

export interface RunsCheck {
  events: number;
  eventTypes: Record<string, number>;
  runs: RunSummary[];
  runsStarted: number;
  runsCompleted: number;
  runsFailed: number;
  runsStopped: number;
  /** The automation's counters, after the soak minus before it. */
  status: { totalRuns: number; successCount: number; errorCount: number };
  /** NextRunScheduled events whose time had come before the automation was stopped. */
  schedulesDue: number;
  meanRunMs: number;
  /** How late runs started after their scheduled time (the job queue's polling), ms. */
  startDelayMs: { mean: number; max: number };
  problems: string[];
  pass: boolean;
}

const ENDS = ["RunCompleted", "RunFailed", "RunAborted", "RunStopped"] as const;
const runIdOf = (e: HistoryEvent) => (e.data as { runId?: string }).runId;

export function checkRuns(
  events: readonly HistoryEvent[],
  statusBefore: AutomationStatus,
  statusAfter: AutomationStatus,
  stoppedAt: Date,
): RunsCheck {
  const eventTypes: Record<string, number> = {};
  for (const e of events) eventTypes[e.type] = (eventTypes[e.type] ?? 0) + 1;
  const runs = new Map<string, { started: HistoryEvent; events: HistoryEvent[] }>();
  const problems: string[] = [];
  for (const e of events) {
    const runId = runIdOf(e);
    if (!runId) continue;
    if (e.type === "RunStarted") {
      if (runs.has(runId)) problems.push(`run ${runId} started twice`);
      runs.set(runId, { started: e, events: [] });
      continue;
    }
    const run = runs.get(runId);
    if (!run) problems.push(`${e.type} (seq ${e.seq}) for run ${runId}, which has no RunStarted after the soak began`);
    else run.events.push(e);
  }

  const summaries: RunSummary[] = [...runs.entries()].map(([runId, run]) => {
    const ofType = (type: string) => run.events.filter((e) => e.type === type);
    const ends = run.events.filter((e) => (ENDS as readonly string[]).includes(e.type));
    const runProblems: string[] = [];
    if (ends.length !== 1) runProblems.push(`${ends.length} end events`);
    const end = (ends[0]?.type ?? "none") as RunSummary["end"];
    const started = ofType("StepStarted").map((e) => (e.data as { step: string }).step);
    const completed = ofType("StepCompleted").map((e) => (e.data as { step: string }).step);
    if (end === "RunCompleted") {
      if (started.join() !== STEP_NAMES.join()) runProblems.push(`steps started: ${started.join(", ")}`);
      if (completed.join() !== STEP_NAMES.join()) runProblems.push(`steps completed: ${completed.join(", ")}`);
    }
    const stepsFailed = ofType("StepFailed").length;
    if (end === "RunFailed" && stepsFailed !== 1) runProblems.push(`${stepsFailed} StepFailed events`);
    problems.push(...runProblems.map((p) => `run ${runId.slice(0, 8)}: ${p}`));
    const durationMs = (ends[0]?.data as { durationMs?: number } | undefined)?.durationMs ?? null;
    return {
      runId,
      end,
      stepsStarted: started.length,
      stepsCompleted: completed.length,
      stepsFailed,
      durationMs,
      startedAt: run.started.occurredAt,
      problems: runProblems,
    };
  });

  const count = (end: RunSummary["end"]) => summaries.filter((s) => s.end === end).length;
  const runsCompleted = count("RunCompleted");
  const runsFailed = count("RunFailed") + count("RunAborted");
  const runsStopped = count("RunStopped");
  const status = {
    totalRuns: statusAfter.totalRuns - statusBefore.totalRuns,
    successCount: statusAfter.successCount - statusBefore.successCount,
    errorCount: statusAfter.errorCount - statusBefore.errorCount,
  };
  // A stopped run is not counted in totalRuns by the automation (machine.ts: recordStoppedRun).
  if (status.totalRuns !== runsCompleted + runsFailed)
    problems.push(`status counts ${status.totalRuns} finished runs, the events ${runsCompleted + runsFailed}`);
  if (status.successCount !== runsCompleted)
    problems.push(`status counts ${status.successCount} successful runs, the events ${runsCompleted}`);
  if (status.errorCount !== runsFailed)
    problems.push(`status counts ${status.errorCount} failed runs, the events ${runsFailed}`);
  if ((eventTypes.RunStarted ?? 0) !== summaries.length) problems.push("RunStarted events and runs differ");

  // Each schedule whose time came before the stop started a run: at least those due 5 s before it
  // (the job queue's latency), at most those due by then. A run starts late by the queue's delay.
  const schedules = events.filter((e) => e.type === "NextRunScheduled");
  const runAt = (e: HistoryEvent) => Date.parse((e.data as { runAt: string }).runAt);
  const schedulesDue = schedules.filter((e) => runAt(e) <= stoppedAt.getTime()).length;
  const surelyDue = schedules.filter((e) => runAt(e) + 5_000 <= stoppedAt.getTime()).length;
  if (summaries.length < surelyDue || summaries.length > schedulesDue)
    problems.push(
      `${schedulesDue} runs came due on the schedule (${surelyDue} over 5 s before the stop), ${summaries.length} started`,
    );
  const startDelays: number[] = [];
  let lastSchedule: HistoryEvent | undefined;
  for (const e of events) {
    if (e.type === "NextRunScheduled") lastSchedule = e;
    if (e.type === "RunStarted" && lastSchedule) startDelays.push(Date.parse(e.occurredAt) - runAt(lastSchedule));
  }

  const durations = summaries.flatMap((s) => (s.durationMs === null ? [] : [s.durationMs]));
  const meanRunMs = durations.length ? Math.round(durations.reduce((a, b) => a + b, 0) / durations.length) : 0;
  return {
    events: events.length,
    eventTypes,
    runs: summaries,
    runsStarted: summaries.length,
    runsCompleted,
    runsFailed,
    runsStopped,
    status,
    schedulesDue,
    meanRunMs,
    startDelayMs: {
      mean: startDelays.length ? Math.round(startDelays.reduce((a, b) => a + b, 0) / startDelays.length) : 0,
      max: startDelays.length ? Math.max(...startDelays) : 0,
    },
    problems,
    pass: problems.length === 0,
  };
}
