import { AUTOMATION_STREAM } from "@movebreak/shared/automation";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { readStream } from "../event-store/event-store";
import { initialState } from "./automation";
import { parseEventData, type StoredEvent } from "./events";
import { BatchProjector } from "./projections/batch-rebuild";
import { saveState } from "./projections/state-snapshot";

const PROJECTION_TABLES = [
  "automationActivityLogs",
  "automationConsole",
  "automationRuns",
  "automationStepTimings",
  "automationState",
  "automationSnapshots",
] as const;

/** Stored rows as typed events (data validated by its schema). */
export function toStoredEvent(row: {
  seq: number;
  streamId: string;
  version: number;
  type: string;
  data: unknown;
  meta: Record<string, unknown>;
  occurredAt: string;
}): StoredEvent {
  return { ...row, ...parseEventData(row.type, row.data), meta: row.meta as StoredEvent["meta"] } as StoredEvent;
}

/**
 * Rebuilds every automation projection from scratch by replaying the stream,
 * in one transaction: readers see the old rows until the new ones commit.
 */
export async function rebuildProjections(
  db: Kysely<Database>,
  batchSize = 5000,
): Promise<{ events: number; durationMs: number }> {
  const started = performance.now();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const table of PROJECTION_TABLES) await trx.deleteFrom(table).execute();
    const projector = new BatchProjector(trx, AUTOMATION_STREAM, initialState());
    let version = 0;
    let lastSeq = 0;
    // The next batch is read while this one is folded and written.
    let nextBatch = readStream(trx, AUTOMATION_STREAM, 0, batchSize);
    for (;;) {
      const rows = await nextBatch;
      if (rows.length === 0) break;
      const last = rows[rows.length - 1] as (typeof rows)[number];
      nextBatch = readStream(trx, AUTOMATION_STREAM, last.version, batchSize);
      // A failure below rolls everything back; the read already queued must not surface as unhandled.
      nextBatch.catch(() => undefined);
      await projector.apply(rows.map(toStoredEvent));
      version = last.version;
      lastSeq = last.seq;
      count += rows.length;
    }
    const state = projector.state;
    await projector.finish();
    if (count > 0) await saveState(trx, AUTOMATION_STREAM, state, version, lastSeq);
  });
  return { events: count, durationMs: Math.round(performance.now() - started) };
}
