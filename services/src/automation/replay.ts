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
    for (;;) {
      const rows = await readStream(trx, AUTOMATION_STREAM, version, batchSize);
      if (rows.length === 0) break;
      const events = rows.map(toStoredEvent);
      await projector.apply(events);
      const last = events[events.length - 1] as StoredEvent;
      version = last.version;
      lastSeq = last.seq;
      count += events.length;
    }
    const state = projector.state;
    await projector.finish();
    if (count > 0) await saveState(trx, AUTOMATION_STREAM, state, version, lastSeq);
  });
  return { events: count, durationMs: Math.round(performance.now() - started) };
}
