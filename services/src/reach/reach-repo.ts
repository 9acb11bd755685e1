import { REACH_HOSTS, type ReachKind } from "@movebreak/shared/contracts/reach";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import type { ReachRow } from "./reach-counter";

/** Rows older than this are deleted (once a day, by the first flush of the day). */
export const REACH_KEEP_DAYS = 800;

/**
 * Adds a batch of counts: one INSERT ... ON CONFLICT DO UPDATE for every row of the batch, so a key
 * seen for the first time is created and a known one grows. The keys of one batch are distinct.
 *
 * A day holds at most `maxRowsPerDay` rows, counted in the database (so neither a restart nor a second
 * instance lets more in): a new key past that is counted on its kind's "(other)" row instead. Writers of
 * the table take turns (a transaction-scoped advisory lock), so two batches cannot both take the last room.
 */
export async function addReachCounts(db: Kysely<Database>, rows: ReachRow[], maxRowsPerDay = Infinity): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('reach_counts'))`.execute(trx);
    const capped = Number.isFinite(maxRowsPerDay) ? await withinDailyCap(trx, rows, maxRowsPerDay) : rows;
    await trx
      .insertInto("reachCounts")
      .values(capped)
      .onConflict((conflict) =>
        conflict
          .columns(["day", "host", "location", "kind"])
          .doUpdateSet({ count: (eb) => eb("reachCounts.count", "+", eb.ref("excluded.count")) }),
      )
      .execute();
  });
}

const keyOf = (row: { day: string; host: string; location: string; kind: string }) =>
  `${row.day}|${row.host}|${row.location}|${row.kind}`;

/** The batch with each new key past its day's room moved onto that day's "(other)" row of its kind. */
async function withinDailyCap(trx: Kysely<Database>, rows: ReachRow[], max: number): Promise<ReachRow[]> {
  const out = new Map<string, ReachRow>();
  const add = (row: ReachRow) => {
    const kept = out.get(keyOf(row));
    if (kept) kept.count += row.count;
    else out.set(keyOf(row), { ...row });
  };
  for (const day of new Set(rows.map((row) => row.day))) {
    const ofDay = rows.filter((row) => row.day === day);
    const stored = await trx
      .selectFrom("reachCounts")
      .select(["host", "location", "kind"])
      .where("day", "=", day)
      .where(
        sql<boolean>`(host, location, kind) in (${sql.join(ofDay.map((r) => sql`(${r.host}, ${r.location}, ${r.kind})`))})`,
      )
      .execute();
    const known = new Set(stored.map((row) => keyOf({ day, ...row })));
    const counted = await trx
      .selectFrom("reachCounts")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    let room = max - counted.n;
    for (const row of ofDay) {
      const other = row.host === REACH_HOSTS.other && row.location === REACH_HOSTS.other;
      if (known.has(keyOf(row)) || other) add(row);
      else if (room > 0) {
        room--;
        add(row);
      } else add({ ...row, host: REACH_HOSTS.other, location: REACH_HOSTS.other });
    }
  }
  return [...out.values()];
}

/** Deletes the rows of days before `day` (YYYY-MM-DD). */
export async function pruneReachCounts(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom("reachCounts").where("day", "<", day).execute();
}

export interface ReachSum {
  key: string;
  kind: ReachKind;
  count: number;
}

/** Sums of [from, to] (days, both included) by day and kind. */
export async function sumByDay(db: Kysely<Database>, from: string, to: string): Promise<ReachSum[]> {
  const rows = await db
    .selectFrom("reachCounts")
    .select([sql<string>`day::text`.as("key"), "kind", sql<number>`sum(count)::int`.as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["day", "kind"])
    .execute();
  return rows as ReachSum[];
}

/** Sums of [from, to] by host and kind. */
export async function sumByHost(db: Kysely<Database>, from: string, to: string): Promise<ReachSum[]> {
  const rows = await db
    .selectFrom("reachCounts")
    .select(["host as key", "kind", sql<number>`sum(count)::int`.as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["host", "kind"])
    .execute();
  return rows as ReachSum[];
}

export interface ReachDayHostSum extends ReachSum {
  day: string;
}

/** Sums of [from, to] by day, host and kind, for the given hosts only. */
export async function sumByDayAndHost(
  db: Kysely<Database>,
  from: string,
  to: string,
  hosts: readonly string[],
): Promise<ReachDayHostSum[]> {
  if (hosts.length === 0) return [];
  const rows = await db
    .selectFrom("reachCounts")
    .select([sql<string>`day::text`.as("day"), "host as key", "kind", sql<number>`sum(count)::int`.as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("host", "in", hosts)
    .groupBy(["day", "host", "kind"])
    .execute();
  return rows as ReachDayHostSum[];
}
