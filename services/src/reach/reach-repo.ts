import type { ReachKind } from "@movebreak/shared/contracts/reach";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import type { ReachRow } from "./reach-counter";

/** Rows older than this are deleted (once a day, by the first flush of the day). */
export const REACH_KEEP_DAYS = 800;

/**
 * Adds a batch of counts: one INSERT ... ON CONFLICT DO UPDATE for every row of the batch, so a key
 * seen for the first time is created and a known one grows. The keys of one batch are distinct.
 */
export async function addReachCounts(db: Kysely<Database>, rows: ReachRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("reachCounts")
    .values(rows)
    .onConflict((conflict) =>
      conflict
        .columns(["day", "host", "location", "kind"])
        .doUpdateSet({ count: (eb) => eb("reachCounts.count", "+", eb.ref("excluded.count")) }),
    )
    .execute();
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
