import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import { sql } from "kysely";
import { initialState } from "../../../services/src/automation/automation";
import type { StoredEvent } from "../../../services/src/automation/events";
import { activityLog } from "../../../services/src/automation/projections/activity-log";
import { saveState } from "../../../services/src/automation/projections/decision-store";
import { evolveWithSnapshots } from "../../../services/src/automation/projections/periodic-snapshots";
import { projectEvents } from "../../../services/src/automation/projections/project-events";
import { writeChange } from "../../../services/src/automation/projections/table-writer";
import { type RebuildOptions, rebuildProjections, toStoredEvent } from "../../../services/src/automation/replay";
import { readStream } from "../../../services/src/event-store/event-store";
import { readStreamBatch } from "../../../services/src/event-store/indexed-reads";
import { type BenchDatabase, PROJECTION_TABLES } from "./database";
import { StatementProfiler } from "./profiler";
import { type Latency, rate, sample } from "./stats";

export interface RebuildResult {
  name: string;
  storedEvents: number;
  events: number;
  ms: number;
  eventsPerSecond: number;
  /** events/s over the baseline's (a raw read of the same stream, measured just before). */
  ratioToRawRead?: number;
  profile?: ReturnType<StatementProfiler["report"]>;
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

/** services' rebuildProjections as it runs in production on this engine (options as main.ts passes them). */
export async function measureServicesRebuild(
  bench: BenchDatabase,
  name: string,
  storedEvents: number,
  options: RebuildOptions & { keepRows?: boolean } = {},
): Promise<RebuildResult> {
  if (!options.keepRows) await resetProjections(bench);
  const { events, durationMs } = await rebuildProjections(bench.db, options);
  return { name, storedEvents, events, ms: durationMs, eventsPerSecond: rate(events, durationMs) };
}

/**
 * The baseline: the stream read in the rebuild's batches (the rebuild's own
 * read, readStreamBatch, one connection), nothing folded or written. A
 * rebuild can only be as fast as this; its ratio shows what folding and
 * writing add.
 */
export async function measureRawRead(bench: BenchDatabase, storedEvents: number): Promise<RebuildResult> {
  const start = performance.now();
  let version = 0;
  let events = 0;
  for (;;) {
    const batch = await readStreamBatch(bench.db, AUTOMATION_STREAM, version, SERVICES_BATCH);
    if (batch.length === 0) break;
    version = (batch[batch.length - 1] as { version: number }).version;
    events += batch.length;
  }
  const ms = performance.now() - start;
  return {
    name: "baseline: raw read of the stream",
    storedEvents,
    events,
    ms: Math.round(ms),
    eventsPerSecond: rate(events, ms),
  };
}

/**
 * The floor of the writes: the rows the rebuild just wrote, inserted again by
 * the server alone (`INSERT INTO t SELECT * FROM copy` from a server-side copy
 * of each projection table, into the emptied tables, in one transaction rolled
 * back after). No event is read or folded, no row crosses the connection: a
 * rebuild that writes these rows cannot be faster than this.
 */
export async function measureWriteFloor(bench: BenchDatabase, storedEvents: number): Promise<RebuildResult> {
  // One connection throughout: temporary tables and the transaction are per session.
  return bench.db.connection().execute(async (connection) => {
    const run = async (text: string) => (await sql.raw(text).execute(connection)).rows;
    for (const table of PROJECTION_TABLES) await run(`create temp table floor_${table} as select * from ${table}`);
    const rows = await run(`select ${PROJECTION_TABLES.map((t) => `(select count(*) from ${t})`).join(" + ")} as n`);
    let ms = 0;
    await run("begin");
    try {
      await run(`truncate ${PROJECTION_TABLES.join(", ")}`);
      const start = performance.now();
      for (const table of PROJECTION_TABLES) await run(`insert into ${table} select * from floor_${table}`);
      ms = performance.now() - start;
    } finally {
      await run("rollback");
      for (const table of PROJECTION_TABLES) await run(`drop table floor_${table}`);
    }
    const count = Number((rows[0] as { n: number }).n).toLocaleString("en-US");
    return {
      name: `floor: the server inserting the rebuilt rows (${count}) from a copy`,
      storedEvents,
      events: storedEvents,
      ms: Math.round(ms),
      eventsPerSecond: rate(storedEvents, ms),
    };
  });
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
    events: count,
    ms: Math.round(ms),
    eventsPerSecond: rate(count, ms),
    profile: profiler.report(ms),
  };
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
  return sample(n, 5, () =>
    bench.db.transaction().execute(async (trx) => {
      const change = activityLog.evolve(event);
      if (change) await writeChange(trx, activityLog.table, change);
    }),
  );
}
