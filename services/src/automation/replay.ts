import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { RecordedEvent } from "../event-store/event-store";
import { initialState } from "./automation";
import { parseEventData, type StoredEvent } from "./events";
import { BatchProjector } from "./projections/batch-rebuild";
import { saveState } from "./projections/decision-store";
import { toReplaySnapshot } from "./replay-transition";

const PROJECTION_TABLES = [
  "automationActivityLogs",
  "automationConsole",
  "automationRuns",
  "automationStepTimings",
  "automationState",
  "automationSnapshots",
] as const;

/** Stored rows as typed events (data validated by its schema). */
export function toStoredEvent(row: RecordedEvent): StoredEvent {
  return { ...row, ...parseEventData(row.type, row.data), meta: row.meta as StoredEvent["meta"] } as StoredEvent;
}

export interface RebuildOptions {
  batchSize?: number;
  /**
   * PostgreSQL only (PGlite has one session): read the events on a second
   * connection, so the server reads batch k+1 while it writes batch k.
   */
  separateReadConnection?: boolean;
}

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * A batch of the stream for replay: raw rows (no plugins, the time formatted
 * by the server), so decoding a million events costs what it must and no more.
 */
async function readBatch(executor: Executor, fromVersion: number, limit: number): Promise<RecordedEvent[]> {
  const { rows } = await sql<{
    seq: number;
    stream_version: number;
    type: string;
    data: unknown;
    meta: Record<string, unknown>;
    occurred_at: string;
  }>`select seq, stream_version, type, data, meta,
        to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at
      from automation_events where stream_id = ${AUTOMATION_STREAM} and stream_version > ${fromVersion}
      order by stream_version limit ${limit}`.execute(executor.withoutPlugins());
  return rows.map((row) => ({
    seq: Number(row.seq),
    streamId: AUTOMATION_STREAM,
    version: row.stream_version,
    type: row.type,
    data: row.data,
    meta: row.meta,
    occurredAt: row.occurred_at,
  }));
}

/**
 * Rebuilds every automation projection from scratch by replaying the stream,
 * in one transaction: readers see the old rows until the new ones commit, and
 * appends wait for the commit (the events table is locked against writes), so
 * no event lands between the replay and the swap.
 */
export async function rebuildProjections(
  db: Kysely<Database>,
  options: RebuildOptions = {},
): Promise<{ events: number; durationMs: number }> {
  const batchSize = options.batchSize ?? 5000;
  const started = performance.now();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    // SHARE mode: reads go on, appends (ROW EXCLUSIVE) wait until this commits.
    await sql`lock table automation_events in share mode`.execute(trx);
    for (const table of PROJECTION_TABLES) await trx.deleteFrom(table).execute();
    const replay = async (reader: Executor) => {
      const projector = new BatchProjector(trx, AUTOMATION_STREAM, toReplaySnapshot(initialState()));
      let version = 0;
      let lastSeq = 0;
      // The next batch is read while this one is folded and written.
      let nextBatch = readBatch(reader, 0, batchSize);
      for (;;) {
        const rows = await nextBatch;
        if (rows.length === 0) break;
        const last = rows[rows.length - 1] as RecordedEvent;
        nextBatch = readBatch(reader, last.version, batchSize);
        // A failure below rolls everything back; the read already queued must not surface as unhandled.
        nextBatch.catch(() => undefined);
        await projector.apply(rows.map(toStoredEvent));
        version = last.version;
        lastSeq = last.seq;
        count += rows.length;
      }
      await projector.finish();
      if (count > 0) await saveState(trx, AUTOMATION_STREAM, projector.state, version, lastSeq);
    };
    // The lock is held: the second connection sees exactly the committed events this transaction sees.
    if (options.separateReadConnection) await db.connection().execute(replay);
    else await replay(trx);
  });
  return { events: count, durationMs: Math.round(performance.now() - started) };
}
