import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import { EVENT_COLUMNS, metaToStore, type RecordedEvent, toRecorded } from "./recorded-event";

type Executor = Kysely<Database> | Transaction<Database>;

export interface EventToAppend {
  type: string;
  data: unknown;
}

export type { RecordedEvent };

/** Another writer appended to the stream first: reload and decide again. */
export class ConcurrencyError extends Error {
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number,
  ) {
    super(`Stream ${streamId} is no longer at version ${expectedVersion}`);
  }
}

const UNIQUE_VIOLATION = "23505";

/**
 * Appends events at expectedVersion + 1, + 2, ... in one statement. The unique
 * (stream_id, stream_version) constraint makes a concurrent append fail with
 * ConcurrencyError instead of losing an update. Call it inside the caller's
 * transaction so projections and jobs commit with the events.
 */
export async function appendToStream(
  trx: Executor,
  streamId: string,
  expectedVersion: number,
  events: readonly EventToAppend[],
  meta: Record<string, unknown>,
  occurredAt: Date,
): Promise<RecordedEvent[]> {
  if (events.length === 0) return [];
  // Each event is stored with the schema version of its type, which reads upcast from.
  const metas = events.map((event) => metaToStore(event.type, meta));
  try {
    const rows = await trx
      .insertInto("automationEvents")
      .values(
        events.map((event, index) => ({
          streamId,
          streamVersion: expectedVersion + index + 1,
          type: event.type,
          data: JSON.stringify(event.data),
          meta: JSON.stringify(metas[index]),
          occurredAt,
        })),
      )
      .returning(["seq", "streamVersion"])
      .execute();
    const iso = occurredAt.toISOString();
    return rows
      .sort((a, b) => a.streamVersion - b.streamVersion)
      .map((row, index) => {
        const event = events[index] as EventToAppend;
        return {
          seq: Number(row.seq),
          streamId,
          version: row.streamVersion,
          type: event.type,
          data: event.data,
          meta: metas[index] as Record<string, unknown>,
          occurredAt: iso,
        };
      });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ConcurrencyError(streamId, expectedVersion);
    throw error;
  }
}

export async function streamVersion(trx: Executor, streamId: string): Promise<number> {
  const row = await trx
    .selectFrom("automationEvents")
    .select((eb) => eb.fn.max("streamVersion").as("version"))
    .where("streamId", "=", streamId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** A stream's events in version order, from `fromVersion` (exclusive), none after `untilSeq` when given. */
export async function readStream(
  trx: Executor,
  streamId: string,
  fromVersion = 0,
  limit = 10_000,
  untilSeq?: number,
): Promise<RecordedEvent[]> {
  let query = trx
    .selectFrom("automationEvents")
    .select(EVENT_COLUMNS)
    .where("streamId", "=", streamId)
    .where("streamVersion", ">", fromVersion);
  if (untilSeq !== undefined) query = query.where("seq", "<=", untilSeq);
  const rows = await query.orderBy("streamVersion").limit(limit).execute();
  return rows.map(toRecorded);
}

export interface ReadAllFilter {
  afterSeq?: number;
  limit: number;
  streamId?: string;
  runId?: string;
  types?: string[];
  from?: Date;
  to?: Date;
  /** For point-in-time reads: nothing after this seq. */
  untilSeq?: number;
}

/**
 * Events in global order after `afterSeq`. Only events whose transaction is
 * older than every transaction still open are returned, so a reader that
 * continues from the last seq it saw never skips an event that commits later
 * with a smaller seq (the technique Emmett uses on PostgreSQL).
 */
export async function readAll(trx: Executor, filter: ReadAllFilter): Promise<RecordedEvent[]> {
  let query = trx
    .selectFrom("automationEvents")
    .select(EVENT_COLUMNS)
    .where("seq", ">", filter.afterSeq ?? 0)
    .where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`)
    .orderBy("seq")
    .limit(filter.limit);
  if (filter.streamId) query = query.where("streamId", "=", filter.streamId);
  if (filter.runId) query = query.where(sql`data->>'runId'`, "=", filter.runId);
  if (filter.types && filter.types.length > 0) query = query.where("type", "in", filter.types);
  if (filter.from) query = query.where("occurredAt", ">=", filter.from);
  if (filter.to) query = query.where("occurredAt", "<=", filter.to);
  if (filter.untilSeq !== undefined) query = query.where("seq", "<=", filter.untilSeq);
  return (await query.execute()).map(toRecorded);
}
