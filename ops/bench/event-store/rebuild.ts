import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import { evolve, initialState, toMachineEvent } from "../../../services/src/automation/automation";
import type { StoredEvent } from "../../../services/src/automation/events";
import { projectActivityLog } from "../../../services/src/automation/projections/activity-log";
import { evolveWithSnapshots } from "../../../services/src/automation/projections/periodic-snapshots";
import { projectEvents } from "../../../services/src/automation/projections/project-events";
import { saveState } from "../../../services/src/automation/projections/state-snapshot";
import { rebuildProjections, toStoredEvent } from "../../../services/src/automation/replay";
import { readStream } from "../../../services/src/event-store/event-store";
import { type BenchDatabase, PROJECTION_TABLES } from "./database";
import { type FastRebuildOptions, fastRebuildProjections } from "./fast-rebuild";
import type { HistoryEvent } from "./history";
import { BudgetExceeded, StatementProfiler } from "./profiler";
import { type PlainState, reduce } from "./reducer";
import { type Latency, rate, sample } from "./stats";

export interface RebuildResult {
  name: string;
  storedEvents: number;
  finished: boolean;
  /** Not measured: derived from another row's rate. */
  estimated?: boolean;
  /** Events replayed (all of them when finished; those projected before the budget ran out otherwise). */
  events: number;
  ms: number;
  eventsPerSecond: number;
  /** For an unfinished run: the time a full one would take at the rate measured, a lower bound. */
  estimatedFullMs?: number;
  profile?: ReturnType<StatementProfiler["report"]>;
  detail?: Record<string, number>;
}

/** Empties the projections outside the measured time, so every rebuild starts from the same tables. */
export async function resetProjections(bench: BenchDatabase): Promise<void> {
  await bench.handle.executeSql(`truncate ${PROJECTION_TABLES.join(", ")}`);
  if (bench.engine === "postgres") {
    await bench.handle.executeSql("vacuum analyze");
    // Start every measured rebuild with no checkpoint pending from the work before it.
    await bench.handle.executeSql("checkpoint");
  }
}

/**
 * services' rebuildProjections as it is, every statement counted and timed;
 * rolled back when over budget (the events replayed are then those read,
 * less the batch in flight).
 */
export async function measureServicesRebuild(
  bench: BenchDatabase,
  name: string,
  storedEvents: number,
  budgetMs: number,
  options: { keepRows?: boolean } = {},
): Promise<RebuildResult> {
  if (!options.keepRows) await resetProjections(bench);
  const profiler = new StatementProfiler(performance.now() + budgetMs);
  const start = performance.now();
  let finished = true;
  let events = 0;
  try {
    events = (await rebuildProjections(bench.db.withPlugin(profiler))).events;
  } catch (error) {
    if (!(error instanceof BudgetExceeded)) throw error;
    finished = false;
    events = Math.max(0, profiler.rows("select automation_events") - SERVICES_BATCH);
  }
  const ms = performance.now() - start;
  return {
    name,
    storedEvents,
    finished,
    events,
    ms: Math.round(ms),
    eventsPerSecond: rate(events, ms),
    ...(finished ? {} : { estimatedFullMs: Math.round((storedEvents / Math.max(1, events)) * ms) }),
    profile: profiler.report(ms),
  };
}

/** rebuildProjections' default batch size. */
const SERVICES_BATCH = 5000;

/**
 * The reference rows: the stream replayed through the live write path's own
 * per-event functions (evolveWithSnapshots, projectEvents, saveState), which
 * is what the rebuild did before it was batched. Timed too, budget-free.
 */
export async function referenceRebuild(bench: BenchDatabase, storedEvents: number): Promise<RebuildResult> {
  await resetProjections(bench);
  const profiler = new StatementProfiler();
  const db = bench.db.withPlugin(profiler);
  const start = performance.now();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    let state = initialState();
    let version = 0;
    let lastSeq = 0;
    for (;;) {
      const events = (await readStream(trx, AUTOMATION_STREAM, version, SERVICES_BATCH)).map(toStoredEvent);
      if (events.length === 0) break;
      state = await evolveWithSnapshots(trx, AUTOMATION_STREAM, state, events);
      await projectEvents(trx, events);
      const last = events[events.length - 1] as StoredEvent;
      version = last.version;
      lastSeq = last.seq;
      count += events.length;
    }
    if (count > 0) await saveState(trx, AUTOMATION_STREAM, state, version, lastSeq);
  });
  const ms = performance.now() - start;
  return {
    name: "per-event live projections (the rebuild before it was batched), with the index",
    storedEvents,
    finished: true,
    events: count,
    ms: Math.round(ms),
    eventsPerSecond: rate(count, ms),
    profile: profiler.report(ms),
  };
}

export async function measureFastRebuild(
  bench: BenchDatabase,
  name: string,
  storedEvents: number,
  options: FastRebuildOptions & { keepRows?: boolean },
): Promise<RebuildResult> {
  if (!options.keepRows) await resetProjections(bench);
  const result = await fastRebuildProjections(bench.db, options);
  const { events, durationMs, ...detail } = result;
  return {
    name,
    storedEvents,
    finished: true,
    events,
    ms: durationMs,
    eventsPerSecond: rate(events, durationMs),
    detail,
  };
}

/** The reducer against services' evolve, compared after every event (value and context JSON). */
export function verifyReducer(history: readonly HistoryEvent[]): { events: number; mismatchAt: number | null } {
  let state = initialState();
  let plain: PlainState = { value: state.value as PlainState["value"], context: state.context };
  for (const [index, raw] of history.entries()) {
    const event = { ...raw, seq: index + 1, occurredAt: raw.occurredAt.toISOString() } as unknown as StoredEvent;
    state = evolve(state, event, event.occurredAt);
    const next = reduce(plain, toMachineEvent(event, event.occurredAt));
    if (!next) return { events: index + 1, mismatchAt: index + 1 };
    plain = next;
    const a = JSON.stringify({ value: state.value, context: state.context });
    const b = JSON.stringify({ value: plain.value, context: plain.context });
    if (a !== b) return { events: index + 1, mismatchAt: index + 1 };
  }
  return { events: history.length, mismatchAt: null };
}

/**
 * The live write path's StepCompleted projection (UPDATE automation_activity_logs
 * WHERE run_id = ? AND step_number = ?) with the table as the history left it:
 * its cost grows with the rows kept since the last LogsCleared unless indexed.
 */
export async function measureActivityUpdate(bench: BenchDatabase, n: number): Promise<Latency> {
  const event = {
    seq: 0,
    streamId: AUTOMATION_STREAM,
    version: 0,
    type: "StepCompleted",
    data: { runId: "no-such-run", step: "draft_content", stepNumber: 4, durationMs: 1, message: "bench" },
    meta: { actor: "system" },
    occurredAt: new Date().toISOString(),
  } as StoredEvent;
  return sample(n, 5, () => bench.db.transaction().execute((trx) => projectActivityLog(trx, event)));
}
