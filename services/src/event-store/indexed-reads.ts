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
  const row = await trx
    .selectFrom("automationEvents")
    .select((eb) => eb.fn.max("seq").as("seq"))
    .where("streamId", "=", streamId)
    .where("type", "=", type)
    .where("seq", "<=", untilSeq)
    .executeTakeFirst();
  return Number(row?.seq ?? 0);
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

/**
 * A batch of a stream for a replay: raw rows (no plugins, the time formatted
 * by the server), so decoding a million events costs what it must and no more.
 */
export async function readStreamBatch(
  trx: Executor,
  streamId: string,
  fromVersion: number,
  limit: number,
): Promise<RecordedEvent[]> {
  const { rows } = await sql<{
    seq: number;
    stream_version: number;
    type: string;
    data: unknown;
    meta: Record<string, unknown>;
    occurred_at: string;
  }>`select seq, stream_version, type, data, meta,
        to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as occurred_at
      from automation_events where stream_id = ${streamId} and stream_version > ${fromVersion}
      order by stream_version limit ${limit}`.execute(trx.withoutPlugins());
  return rows.map((row) =>
    upcast({
      seq: Number(row.seq),
      streamId,
      version: row.stream_version,
      type: row.type,
      data: row.data,
      meta: row.meta,
      occurredAt: row.occurred_at,
    }),
  );
}

/** SHARE mode: reads go on, appends (ROW EXCLUSIVE) wait until the transaction commits. */
export async function lockAgainstAppends(trx: Transaction<Database>): Promise<void> {
  await sql`lock table automation_events in share mode`.execute(trx);
}
