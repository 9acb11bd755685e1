import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import { AUTOMATION_FAILURE_TYPES, isAutomationFailure } from "@movebreak/shared/automation-events";
import type { ActivityLogEntry, EventsQuery, RunOutcome } from "@movebreak/shared/contracts/automation";
import { PAGE_JOB_STREAMS } from "@movebreak/shared/page-job-events";
import { type Kysely, sql } from "kysely";
import { createActor } from "xstate";
import type { Database } from "../db/schema";
import { type ReadAllFilter, type RecordedEvent, readAll, readStream } from "../event-store/event-store";
import { eventsOfRuns, lastEventAtOrBefore, lastSeqOfType, latestOfType } from "../event-store/indexed-reads";
import { currentStepOf, metricsView, statusView, toMachineEvent } from "./automation";
import { automationMachine } from "./machine";
import { activityLog, toActivityLogEntry } from "./projections/activity-log";
import { FoldedRows } from "./projections/folded-rows";
import { SNAPSHOT_EVERY, snapshotAtOrBefore } from "./projections/periodic-snapshots";
import { toStoredEvent } from "./replay";

type Db = Kysely<Database>;

const FAILURE_TYPES: string[] = [...AUTOMATION_FAILURE_TYPES];

export type EventsFilter = Omit<EventsQuery, "type"> & { type?: string[] | undefined };

/** A stream filter as the store takes it: "page-job" stands for every page job's stream. */
function streamFilter(stream: string | undefined): Pick<ReadAllFilter, "streamId" | "streamPrefix"> {
  if (!stream) return {};
  return stream === PAGE_JOB_STREAMS ? { streamPrefix: `${PAGE_JOB_STREAMS}:` } : { streamId: stream };
}

/** The events that end a run, and the outcome each means (as the runs read model names them). */
const RUN_ENDS: Record<string, RunOutcome["outcome"]> = {
  RunCompleted: "completed",
  RunFailed: "failed",
  RunAborted: "aborted",
  RunStopped: "stopped",
};
const RUN_END_TYPES = Object.keys(RUN_ENDS);

/** The run an automation event belongs to, when it does. */
function runIdOf(event: RecordedEvent): string | undefined {
  if (event.streamId !== AUTOMATION_STREAM) return undefined;
  const runId = (event.data as { runId?: unknown } | null)?.runId;
  return typeof runId === "string" ? runId : undefined;
}

/**
 * How each run of these events ended, read from the run's own terminal event by index, so a filter that hides
 * it (type=StepFailed, an actor, a time range) cannot make a failed run look as if it were still going.
 */
export async function runOutcomes(db: Db, events: readonly RecordedEvent[]): Promise<RunOutcome[]> {
  const runIds = [...new Set(events.map(runIdOf).filter((id): id is string => id !== undefined))];
  if (runIds.length === 0) return [];
  const ends = await eventsOfRuns(db, AUTOMATION_STREAM, { types: RUN_END_TYPES, runIds });
  const ended = new Map(ends.map((event) => [runIdOf(event), RUN_ENDS[event.type]]));
  return runIds.map((runId) => ({ runId, outcome: ended.get(runId) ?? "running" }));
}

/**
 * The runs that ended after `afterSeq`, whatever the filters (oldest first, at most `limit`), and the cursor
 * to read on from: the live stream follows them on a cursor of its own, so a screen showing a run's steps
 * learns how it ended even when the filters hide the end (and so never move the events' cursor past it).
 */
export async function runsEndedAfter(
  db: Db,
  afterSeq: number,
  limit = 1000,
): Promise<{ runs: RunOutcome[]; nextAfterSeq: number }> {
  const ends = await readAll(db, { afterSeq, limit, streamId: AUTOMATION_STREAM, types: RUN_END_TYPES });
  const runs = ends.flatMap((event) => {
    const runId = runIdOf(event);
    const outcome = RUN_ENDS[event.type];
    return runId && outcome ? [{ runId, outcome }] : [];
  });
  return { runs, nextAfterSeq: Math.max(afterSeq, ...ends.map((event) => event.seq)) };
}

/**
 * A page of the timeline. Oldest first (`asc`) after `afterSeq`, or newest first (`desc`): before
 * `beforeSeq` when given (older pages), else the oldest `limit` after `afterSeq` (newer pages; from the
 * head when afterSeq is 0). `nextAfterSeq` is the cursor for newer events (safe to follow live: the read
 * never passes an event that commits late), `nextBeforeSeq` the cursor for older ones (null: none left).
 */
export async function listEvents(db: Db, filter: EventsFilter) {
  const types = filter.failed
    ? filter.type
      ? filter.type.filter((t) => FAILURE_TYPES.includes(t))
      : FAILURE_TYPES
    : filter.type;
  const runId = filter.runId ? await fullRunId(db, filter.runId) : undefined;
  const desc = filter.order === "desc";
  // Newest first reads backwards from beforeSeq, or from the head when no afterSeq asks for newer events.
  const backwards = desc && (filter.beforeSeq !== undefined || filter.afterSeq === 0);
  const rows = await readAll(db, {
    afterSeq: filter.afterSeq,
    ...(filter.beforeSeq !== undefined ? { beforeSeq: filter.beforeSeq } : {}),
    order: backwards ? "desc" : "asc",
    limit: filter.limit + 1,
    ...(runId ? { runId } : {}),
    ...streamFilter(filter.stream),
    ...(filter.actor ? { actor: filter.actor } : {}),
    ...(types ? { types } : {}),
    ...(filter.from ? { from: new Date(filter.from) } : {}),
    ...(filter.to ? { to: new Date(filter.to) } : {}),
  });
  const hasMore = rows.length > filter.limit;
  const page = rows.slice(0, filter.limit);
  // An operator stop is not a failure; a stop after three failed runs is.
  const events = (filter.failed ? page.filter(isAutomationFailure) : page).sort((a, b) =>
    desc ? b.seq - a.seq : a.seq - b.seq,
  );
  // The cursors come from the rows read, not the ones kept, so a page of operator stops still moves on.
  const seqs = page.map((event) => event.seq);
  const newest = seqs.length > 0 ? Math.max(...seqs) : undefined;
  const oldest = seqs.length > 0 ? Math.min(...seqs) : undefined;
  return {
    events,
    runs: await runOutcomes(db, events),
    order: filter.order,
    /** More events in the direction read: older for a newest-first read from the head or beforeSeq, else newer. */
    hasMore,
    nextAfterSeq: newest ?? (backwards ? (filter.beforeSeq ?? 1) - 1 : filter.afterSeq),
    nextBeforeSeq: backwards
      ? hasMore
        ? (oldest ?? null)
        : null
      : filter.afterSeq > 0
        ? (oldest ?? filter.afterSeq + 1)
        : null,
  };
}

/** How many of the latest events the actor suggestions are read from, and how many are offered. */
const ACTORS_FROM_LATEST = 10_000;
const MAX_ACTORS = 50;

/**
 * Who the latest events were recorded for, each once, the most recent first: the History filter's suggestions.
 * Read from the latest events only, so the answer costs the same on a history of millions. An actor that names
 * its session ("admin (session ebc1be8c)") is preceded by what it begins with ("admin"), which the filter
 * matches as a prefix: every session's events.
 */
export async function seenActors(db: Db): Promise<string[]> {
  const { rows } = await sql<{ actor: string }>`
    select actor from (
      select meta->>'actor' as actor, seq from automation_events order by seq desc limit ${ACTORS_FROM_LATEST}
    ) latest
    where actor is not null and actor <> ''
    group by actor
    order by max(seq) desc
    limit ${MAX_ACTORS}`.execute(db);
  const actors = new Set<string>();
  for (const { actor } of rows) {
    const named = / \(.*\)$/.exec(actor);
    if (named) actors.add(actor.slice(0, named.index));
    actors.add(actor);
  }
  return [...actors];
}

/**
 * The screens show a run by the first 8 characters of its id (admin spec section 9), so
 * that is what an operator types: a prefix of one run's id stands for that run. Anything
 * else (a full id, a prefix of several runs, no run) is matched as given.
 */
async function fullRunId(db: Db, runId: string): Promise<string> {
  const prefix = runId.toLowerCase();
  if (!/^[0-9a-f-]{4,35}$/.test(prefix)) return runId;
  const runs = await db
    .selectFrom("automationRuns")
    .select("runId")
    .where("runId", "like", `${prefix}%`)
    .limit(2)
    .execute();
  return runs.length === 1 && runs[0] ? runs[0].runId : runId;
}

/**
 * Status, activity logs and metrics as they were right after event `at`:
 * the nearest periodic snapshot folded forward (at most 999 events), and the
 * logs and metrics computed over the events up to `at`.
 */
export async function stateAt(db: Db, at: number) {
  const event = await lastEventAtOrBefore(db, AUTOMATION_STREAM, at);
  if (!event) return undefined;
  const seq = event.seq;
  const [base, logs] = await Promise.all([snapshotAtOrBefore(db, AUTOMATION_STREAM, seq), logsAt(db, seq)]);
  // Only the events between the snapshot and `at` (at most 999) are read and folded.
  const rows = await readStream(db, AUTOMATION_STREAM, base.version, SNAPSHOT_EVERY, seq);
  // One actor folds the (at most 999) events: xstate's transition() would build an actor per event.
  const actor = createActor(automationMachine, { snapshot: base.state }).start();
  for (const row of rows) {
    const stored = toStoredEvent(row);
    actor.send(toMachineEvent(stored, stored.occurredAt));
  }
  const state = actor.getSnapshot();
  actor.stop();
  const then = new Date(event.occurredAt);
  const metrics = metricsView(state);
  return {
    at: seq,
    occurredAt: then.toISOString(),
    eventType: event.type,
    machine: { value: state.value, currentStep: currentStepOf(state) },
    status: statusView(state, then),
    logs,
    metrics,
  };
}

/**
 * The activity log as the dashboard showed it right after event `seq` (the
 * newest `limit` entries since the last clear): the log's own fold over the
 * only events that touch those entries, their StepStarted and the ends of
 * their runs, read by index instead of replaying the history.
 */
export async function logsAt(db: Db, seq: number, limit = 100): Promise<ActivityLogEntry[]> {
  const cleared = await lastSeqOfType(db, AUTOMATION_STREAM, "LogsCleared", seq);
  const starts = await latestOfType(db, AUTOMATION_STREAM, {
    type: "StepStarted",
    afterSeq: cleared,
    untilSeq: seq,
    limit,
  });
  if (starts.length === 0) return [];
  const runIds = [...new Set(starts.map((event) => (event.data as { runId: string }).runId))];
  const ends = await eventsOfRuns(db, AUTOMATION_STREAM, {
    types: ["StepCompleted", "StepFailed", "RunAborted"],
    runIds,
    untilSeq: seq,
  });
  const log = new FoldedRows(activityLog);
  // The ends of entries older than the window find no row here, as they changed none of these entries live.
  for (const event of [...starts, ...ends].map(toStoredEvent).sort((a, b) => a.seq - b.seq)) log.fold(event);
  return log
    .takeAll()
    .sort((a, b) => Number(b.id) - Number(a.id))
    .map(toActivityLogEntry);
}

/** One run: its events and step timings, or undefined. */
export async function runDetail(db: Db, runId: string) {
  const run = await db.selectFrom("automationRuns").selectAll().where("runId", "=", runId).executeTakeFirst();
  const events = await readAll(db, { afterSeq: 0, limit: 10_000, runId, streamId: AUTOMATION_STREAM });
  if (!run && events.length === 0) return undefined;
  const steps = await db
    .selectFrom("automationStepTimings")
    .selectAll()
    .where("runId", "=", runId)
    .orderBy("stepNumber")
    .execute();
  return {
    runId,
    run: run
      ? {
          outcome: run.outcome,
          startedAt: run.startedAt.toISOString(),
          endedAt: run.endedAt ? run.endedAt.toISOString() : null,
          executionMs: run.executionMs,
          landingPageId: run.landingPageId,
          failedStep: run.failedStep,
          error: run.error,
        }
      : null,
    steps: steps.map((s) => ({
      step: s.step,
      stepNumber: s.stepNumber,
      startedAt: s.startedAt.toISOString(),
      durationMs: s.durationMs,
      outcome: s.outcome,
    })),
    events,
  };
}

/** Pages of events in seq order for a streamed download; one page in memory at a time. */
export async function* eventPages(
  db: Db,
  filter: { runId?: string },
  pageSize = 1000,
): AsyncGenerator<RecordedEvent[]> {
  let afterSeq = 0;
  for (;;) {
    const page = await readAll(db, { afterSeq, limit: pageSize, ...(filter.runId ? { runId: filter.runId } : {}) });
    if (page.length === 0) return;
    yield page;
    afterSeq = (page[page.length - 1] as RecordedEvent).seq;
  }
}
