import { type Kysely, sql, type Transaction } from "kysely";
import { likeLiteral } from "../db/like-pattern";
import type { Database } from "../db/schema";
import { maxInStream } from "./indexed-reads";
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

interface StoredRow {
  seq: number;
  stream_version: number;
}

/**
 * Appends events at expectedVersion + 1, + 2, ... in ONE statement and one
 * round trip whatever their number: the columns that differ per event travel
 * as three arrays through `unnest` (as Emmett's append does), the stream, the
 * versions' base and the time as single parameters (one event: one VALUES
 * row). Their seqs follow the versions (the rows are inserted in version
 * order). The unique (stream_id, stream_version) constraint makes a concurrent
 * append fail with ConcurrencyError instead of losing an update. Call it
 * inside the caller's transaction so projections and jobs commit with the events.
 */
export async function appendToStream(
  trx: Executor,
  streamId: string,
  expectedVersion: number,
  events: readonly EventToAppend[],
  meta: Record<string, unknown>,
  occurredAt: Date,
): Promise<RecordedEvent[]> {
  const count = events.length;
  if (count === 0) return [];
  const types = new Array<string>(count);
  const data = new Array<string>(count);
  // Each event is stored with the schema version of its type, which reads upcast from.
  const metas = new Array<Record<string, unknown>>(count);
  const metaTexts = new Array<string>(count);
  for (let i = 0; i < count; i += 1) {
    const event = events[i] as EventToAppend;
    types[i] = event.type;
    data[i] = JSON.stringify(event.data);
    const stored = metaToStore(event.type, meta);
    metas[i] = stored;
    metaTexts[i] = JSON.stringify(stored);
  }
  // One event (the usual command): a plain VALUES row, which the server plans faster than the unnest.
  const statement =
    count === 1
      ? sql<StoredRow>`insert into automation_events (stream_id, stream_version, type, data, meta, occurred_at)
          values (${streamId}, ${expectedVersion + 1}, ${types[0]}, ${data[0]}::jsonb, ${metaTexts[0]}::jsonb, ${occurredAt}::timestamptz)
          returning seq, stream_version`
      : sql<StoredRow>`insert into automation_events (stream_id, stream_version, type, data, meta, occurred_at)
          select ${streamId}, ${expectedVersion}::int + e.n::int, e.type, e.data, e.meta, ${occurredAt}::timestamptz
            from unnest(${types}::text[], ${data}::jsonb[], ${metaTexts}::jsonb[]) with ordinality as e(type, data, meta, n)
            order by e.n
          returning seq, stream_version`;
  let rows: StoredRow[];
  try {
    ({ rows } = await statement.execute(trx.withoutPlugins()));
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new ConcurrencyError(streamId, expectedVersion);
    throw error;
  }
  const iso = occurredAt.toISOString();
  const recorded = new Array<RecordedEvent>(count);
  for (const row of rows) {
    const index = row.stream_version - expectedVersion - 1;
    const event = events[index] as EventToAppend;
    recorded[index] = {
      seq: Number(row.seq),
      streamId,
      version: row.stream_version,
      type: event.type,
      data: event.data,
      meta: metas[index] as Record<string, unknown>,
      occurredAt: iso,
    };
  }
  return recorded;
}

export async function streamVersion(trx: Executor, streamId: string): Promise<number> {
  return maxInStream(trx, streamId, "streamVersion");
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
  // A stream's n-th event has a seq of at least n (seqs grow with versions and are never reused), so the
  // version bound keeps the same rows and lets the index stop there instead of walking the rest of the stream.
  if (untilSeq !== undefined) query = query.where("seq", "<=", untilSeq).where("streamVersion", "<=", untilSeq);
  const rows = await query.orderBy("streamVersion").limit(limit).execute();
  return rows.map(toRecorded);
}

export interface ReadAllFilter {
  afterSeq?: number;
  /** Only events before this seq (exclusive). */
  beforeSeq?: number;
  /** asc (default): the oldest first from afterSeq; desc: the newest first from beforeSeq (or the head). */
  order?: "asc" | "desc";
  limit: number;
  streamId?: string;
  /** Every stream whose id starts with this, e.g. "page-job:" for every page job. */
  streamPrefix?: string;
  /** meta.actor starts with this ("admin" finds "admin (session ebc1be8c)"). */
  actor?: string;
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
    .orderBy("seq", filter.order ?? "asc")
    .limit(filter.limit);
  if (filter.beforeSeq !== undefined) query = query.where("seq", "<", filter.beforeSeq);
  if (filter.streamId) query = query.where("streamId", "=", filter.streamId);
  if (filter.streamPrefix) query = query.where("streamId", "like", `${likeLiteral(filter.streamPrefix)}%`);
  if (filter.actor) query = query.where(sql`meta->>'actor'`, "like", `${likeLiteral(filter.actor)}%`);
  if (filter.runId) query = query.where(sql`data->>'runId'`, "=", filter.runId);
  if (filter.types && filter.types.length > 0) query = query.where("type", "in", filter.types);
  if (filter.from) query = query.where("occurredAt", ">=", filter.from);
  if (filter.to) query = query.where("occurredAt", "<=", filter.to);
  if (filter.untilSeq !== undefined) query = query.where("seq", "<=", filter.untilSeq);
  return (await query.execute()).map(toRecorded);
}
