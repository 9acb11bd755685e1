import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import { createActor } from "xstate";
import { evolve, initialState, statusView, toMachineEvent } from "../../../services/src/automation/automation";
import { stateAt } from "../../../services/src/automation/history";
import { automationMachine } from "../../../services/src/automation/machine";
import { loadState } from "../../../services/src/automation/projections/decision-store";
import { SNAPSHOT_EVERY, snapshotAtOrBefore } from "../../../services/src/automation/projections/periodic-snapshots";
import { readActivityLogs, readConsole, readMetrics } from "../../../services/src/automation/read-models";
import { toStoredEvent } from "../../../services/src/automation/replay";
import {
  type ReplaySnapshot,
  replayTransition,
  toReplaySnapshot,
} from "../../../services/src/automation/replay-transition";
import { readAll, readStream } from "../../../services/src/event-store/event-store";
import type { BenchDatabase } from "./database";
import { prng } from "./history";
import { StatementProfiler } from "./profiler";
import { type Latency, sample } from "./stats";

export interface ReadResult {
  name: string;
  latency: Latency;
}

/**
 * The dashboard's reads as the route handlers do them (routes.ts), the JSON
 * serialisation of the answer included, HTTP excluded; one at a time.
 */
export async function measureDashboardReads(bench: BenchDatabase, n: number, warmup: number): Promise<ReadResult[]> {
  const { db } = bench;
  const now = () => new Date();
  const reads: [string, () => Promise<unknown>][] = [
    [
      "GET /status (loadState + statusView)",
      async () => statusView((await loadState(db, AUTOMATION_STREAM)).state, now()),
    ],
    ["GET /logs?limit=100 (readActivityLogs)", () => readActivityLogs(db, 100)],
    ["GET /metrics (readMetrics)", () => readMetrics(db)],
    [
      "GET /console?limit=100 (loadState + readConsole)",
      async () => {
        const [{ state }, logs] = await Promise.all([loadState(db, AUTOMATION_STREAM), readConsole(db, 100)]);
        return { status: statusView(state, now()), timestamp: now().toISOString(), logs };
      },
    ],
  ];
  const results: ReadResult[] = [];
  for (const [name, read] of reads) {
    results.push({ name, latency: await sample(n, warmup, async () => JSON.stringify(await read())) });
  }
  return results;
}

/** GET /state?at=seq as the route does it (history.ts stateAt: nearest periodic snapshot + fold + logs + metrics then). */
export async function measureStateAt(
  bench: BenchDatabase,
  points: { name: string; seq: () => number }[],
  n: number,
): Promise<ReadResult[]> {
  const results: ReadResult[] = [];
  for (const point of points) {
    const latency = await sample(n, 1, async () => {
      const state = await stateAt(bench.db, point.seq());
      if (!state) throw new Error("no state");
      return JSON.stringify(state);
    });
    results.push({ name: point.name, latency });
  }
  return results;
}

/** The fold without snapshots: every event from the start up to `seq` (readAll pages + evolve). */
export async function foldFromStart(bench: BenchDatabase, seq: number): Promise<{ ms: number; events: number }> {
  const start = performance.now();
  let state = initialState();
  let afterSeq = 0;
  let events = 0;
  for (;;) {
    const page = await readAll(bench.db, { afterSeq, limit: 10_000, streamId: AUTOMATION_STREAM, untilSeq: seq });
    if (page.length === 0) break;
    for (const row of page) {
      const event = toStoredEvent(row);
      state = evolve(state, event, event.occurredAt);
    }
    events += page.length;
    afterSeq = page[page.length - 1]?.seq ?? afterSeq;
  }
  if (state.context.totalRuns < 0) throw new Error("unreachable");
  return { ms: Math.round(performance.now() - start), events };
}

export function randomSeq(max: number, seed = 11): () => number {
  const random = prng(seed);
  return () => 1 + Math.floor(random() * max);
}

/**
 * Where the time of one stateAt goes: each statement (mean ms per call; logsAt
 * and metricsAt run side by side on two connections) and the wall time.
 */
export async function profileStateAt(bench: BenchDatabase, seq: number, n: number) {
  const profiler = new StatementProfiler(Number.POSITIVE_INFINITY, true);
  const db = bench.db.withPlugin(profiler);
  await stateAt(db, seq);
  profiler.stats.clear();
  const start = performance.now();
  for (let i = 0; i < n; i += 1) JSON.stringify(await stateAt(db, seq));
  const wallMs = (performance.now() - start) / n;
  const statements = [...profiler.stats.entries()]
    .map(([statement, stat]) => ({ statement, meanMs: Math.round((stat.ms / n) * 100) / 100 }))
    .sort((a, b) => b.meanMs - a.meanMs);
  return { seq, wallMs: Math.round(wallMs * 10) / 10, statements };
}

/**
 * The fold of the 999 events after a periodic snapshot (the worst case of
 * stateAt), reading excluded: services' evolve (xstate transition() per
 * event), one long-lived XState actor, and services' replay transition (the rebuild's fold).
 */
export async function measureFoldAfterSnapshot(bench: BenchDatabase, snapshotSeq: number, n: number) {
  const base = await snapshotAtOrBefore(bench.db, AUTOMATION_STREAM, snapshotSeq);
  const events = (await readStream(bench.db, AUTOMATION_STREAM, base.version, 999)).map(toStoredEvent);
  const foldEvolve = await sample(n, 2, async () => {
    let state = base.state;
    for (const event of events) state = evolve(state, event, event.occurredAt);
  });
  const foldActor = await sample(n, 2, async () => {
    const actor = createActor(automationMachine, { snapshot: base.state }).start();
    for (const event of events) actor.send(toMachineEvent(event, event.occurredAt));
    actor.stop();
  });
  const foldReducer = await sample(n, 2, async () => {
    let state: ReplaySnapshot | null = toReplaySnapshot(base.state);
    for (const event of events) state = state && replayTransition(state, toMachineEvent(event, event.occurredAt));
    if (!state) throw new Error("rejected");
  });
  return { events: events.length, foldEvolve, foldActor, foldReducer };
}

/**
 * stateAt's read of the events between the snapshot and the seq, as it is
 * (stream_version > snapshot AND seq <= at: no upper bound on the version, so
 * the planner may walk everything up to `at`) and bounded by the snapshot
 * interval (stream_version <= snapshot + SNAPSHOT_EVERY), same rows.
 */
export async function measureEventsAfterSnapshot(bench: BenchDatabase, seq: number, n: number) {
  const base = await snapshotAtOrBefore(bench.db, AUTOMATION_STREAM, seq);
  const select = () =>
    bench.db
      .selectFrom("automationEvents")
      .select(["seq", "streamId", "streamVersion", "type", "data", "meta", "occurredAt"])
      .where("streamId", "=", AUTOMATION_STREAM)
      .where("streamVersion", ">", base.version);
  const asIsRows = await select().where("seq", "<=", seq).orderBy("streamVersion").execute();
  const boundedRows = await select()
    .where("streamVersion", "<=", base.version + SNAPSHOT_EVERY)
    .where("seq", "<=", seq)
    .orderBy("streamVersion")
    .execute();
  if (JSON.stringify(asIsRows) !== JSON.stringify(boundedRows)) throw new Error("the bounded read differs");
  const asIs = await sample(n, 2, () => select().where("seq", "<=", seq).orderBy("streamVersion").execute());
  const bounded = await sample(n, 2, () =>
    select()
      .where("streamVersion", "<=", base.version + SNAPSHOT_EVERY)
      .where("seq", "<=", seq)
      .orderBy("streamVersion")
      .execute(),
  );
  return { rows: asIsRows.length, asIs, bounded };
}
