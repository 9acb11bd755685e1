import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { RecordedEvent } from "../event-store/event-store";
import { lockAgainstAppends, readStreamBatch } from "../event-store/indexed-reads";
import { initialState } from "./automation";
import { parseEventData, type StoredEvent } from "./events";
import { BatchProjector } from "./projections/batch-rebuild";
import { saveState } from "./projections/decision-store";
import { READ_MODELS } from "./projections/registry";
import { copySourceOf } from "./projections/table-writer";
import { toReplaySnapshot } from "./replay-transition";

/** What a rebuild empties: every registered read model's table, and the folded state and its periodic snapshots. */
export const PROJECTION_TABLES = [
  ...READ_MODELS.map((model) => model.table),
  "automationState",
  "automationSnapshots",
] as const;

/** Recorded events (already upcast by the event store) as typed events: data validated by its schema. */
export function toStoredEvent(row: RecordedEvent): StoredEvent {
  return { ...row, ...parseEventData(row.type, row.data), meta: row.meta as StoredEvent["meta"] } as StoredEvent;
}

/**
 * The same for a replay's batch, in place: a recorded event has a stored event's fields, so only its data
 * is replaced by the schema's parse (a rebuild validates millions of events; the batch is the replay's own).
 */
function asStoredEvents(rows: RecordedEvent[]): StoredEvent[] {
  for (const row of rows) row.data = parseEventData(row.type, row.data).data;
  return rows as StoredEvent[];
}

export interface RebuildOptions {
  batchSize?: number;
  /**
   * PostgreSQL only (PGlite has one session): read the events on a second
   * connection, so the server reads batch k+1 while it writes batch k.
   */
  separateReadConnection?: boolean;
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
    await lockAgainstAppends(trx);
    const source = await copySourceOf(trx);
    // Not awaited here: on PostgreSQL the old rows are deleted while the second connection reads and Node
    // folds the first batches; the projector's first write waits for them.
    const cleared = (async () => {
      for (const table of PROJECTION_TABLES) await trx.deleteFrom(table).execute();
    })();
    cleared.catch(() => undefined);
    const replay = async (reader: Kysely<Database>) => {
      const projector = new BatchProjector(trx, source, AUTOMATION_STREAM, toReplaySnapshot(initialState()), cleared);
      let version = 0;
      let lastSeq = 0;
      // The next batch is read while this one is folded and written.
      let nextBatch = readStreamBatch(reader, AUTOMATION_STREAM, 0, batchSize);
      for (;;) {
        const rows = await nextBatch;
        if (rows.length === 0) break;
        const last = rows[rows.length - 1] as RecordedEvent;
        nextBatch = readStreamBatch(reader, AUTOMATION_STREAM, last.version, batchSize);
        // A failure below rolls everything back; the read already queued must not surface as unhandled.
        nextBatch.catch(() => undefined);
        await projector.apply(asStoredEvents(rows));
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
