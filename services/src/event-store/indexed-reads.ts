import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { EVENT_COLUMNS, type RecordedEvent, toRecorded, upcast } from "./recorded-event";

type Executor = Kysely<Database> | Transaction<Database>;

/*
 * Reads of the event table that the history and the runner answer by index
 * instead of folding a whole stream. Like every read here, they return events
 * upcast to their type's current version.
 */

/** The stream's last event at or before `untilSeq`, or undefined. */
export async function lastEventAtOrBefore(
  trx: Executor,
  streamId: string,
  untilSeq: number,
): Promise<RecordedEvent | undefined> {
  const row = await trx
    .selectFrom("automationEvents")
    .select(EVENT_COLUMNS)
    .where("streamId", "=", streamId)
    .where("seq", "<=", untilSeq)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? toRecorded(row) : undefined;
}

/** The seq of the stream's last event of `type` at or before `untilSeq` (0: none). */
export async function lastSeqOfType(trx: Executor, streamId: string, type: string, untilSeq: number): Promise<number> {
  return maxInStream(trx, streamId, "seq", { type, untilSeq });
}

/** The largest `column` among the stream's events (of `type`, at or before `untilSeq`, when given); 0: none. */
export async function maxInStream(
  trx: Executor,
  streamId: string,
  column: "seq" | "streamVersion",
  filter: { type?: string; untilSeq?: number } = {},
): Promise<number> {
  let query = trx
    .selectFrom("automationEvents")
    .select((eb) => eb.fn.max(column).as("max"))
    .where("streamId", "=", streamId);
  if (filter.type !== undefined) query = query.where("type", "=", filter.type);
  if (filter.untilSeq !== undefined) query = query.where("seq", "<=", filter.untilSeq);
  const row = await query.executeTakeFirst();
  return Number(row?.max ?? 0);
}

/** The stream's newest `limit` events of `type` in (afterSeq, untilSeq], newest first. */
export async function latestOfType(
  trx: Executor,
  streamId: string,
  filter: { type: string; afterSeq: number; untilSeq: number; limit: number },
): Promise<RecordedEvent[]> {
  const rows = await trx
    .selectFrom("automationEvents")
    .select(EVENT_COLUMNS)
    .where("streamId", "=", streamId)
    .where("type", "=", filter.type)
    .where("seq", ">", filter.afterSeq)
    .where("seq", "<=", filter.untilSeq)
    .orderBy("seq", "desc")
    .limit(filter.limit)
    .execute();
  return rows.map(toRecorded);
}

/** The stream's events of these types that belong to these runs (data.runId), in seq order. */
export async function eventsOfRuns(
  trx: Executor,
  streamId: string,
  filter: { types: readonly string[]; runIds: readonly string[]; untilSeq?: number },
): Promise<RecordedEvent[]> {
  if (filter.types.length === 0 || filter.runIds.length === 0) return [];
  let query = trx
    .selectFrom("automationEvents")
    .select(EVENT_COLUMNS)
    .where("streamId", "=", streamId)
    .where("type", "in", filter.types)
    .where(sql`data->>'runId'`, "in", filter.runIds);
  if (filter.untilSeq !== undefined) query = query.where("seq", "<=", filter.untilSeq);
  return (await query.orderBy("seq").execute()).map(toRecorded);
}

/** An event of a replay batch as the server sends it: [seq, version, type, data, meta, occurredAt]. */
type BatchRow = [number, number, string, unknown, Record<string, unknown>, string];

/**
 * A batch of a stream for a replay: the events with versions in (fromVersion,
 * fromVersion + limit], then (a stream's versions have no gaps unless rows
 * were deleted) the next ones up to `limit` in all. The range bounds the read
 * by the unique (stream_id, stream_version) index whatever the planner knows
 * (PGlite keeps no statistics and planned an open range as a scan of the rest
 * of the stream and a sort, per batch). The batch travels as ONE JSON text
 * (the time formatted by the server as toISOString does), which one
 * JSON.parse decodes: per-row, per-column decoding cost PGlite three times more.
 */
export async function readStreamBatch(
  trx: Executor,
  streamId: string,
  fromVersion: number,
  limit: number,
): Promise<RecordedEvent[]> {
  const db = trx.withoutPlugins();
  const events: RecordedEvent[] = [];
  let after = fromVersion;
  while (events.length < limit) {
    const { rows } = await sql<{ batch: string | null; next: number | null }>`
      select (select json_agg(json_build_array(seq, stream_version, type, data, meta,
                to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by stream_version)::text
              from automation_events
              where stream_id = ${streamId} and stream_version > ${after}
                and stream_version <= ${after + limit - events.length}) as batch,
             (select min(stream_version) from automation_events
              where stream_id = ${streamId} and stream_version > ${after + limit - events.length}) as next`.execute(db);
    const { batch, next } = rows[0] as { batch: string | null; next: number | null };
    if (batch !== null) {
      for (const [seq, version, type, data, meta, occurredAt] of JSON.parse(batch) as BatchRow[]) {
        events.push(upcast({ seq, streamId, version, type, data, meta, occurredAt }));
      }
    }
    if (next === null) break;
    after = next - 1;
  }
  return events;
}

/** SHARE mode: reads go on, appends (ROW EXCLUSIVE) wait until the transaction commits. */
export async function lockAgainstAppends(trx: Transaction<Database>): Promise<void> {
  await sql`lock table automation_events in share mode`.execute(trx);
}
