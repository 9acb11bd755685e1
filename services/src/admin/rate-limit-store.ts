import type { Kysely } from "kysely";
import { sql } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";

/**
 * Fixed-window hit counters in the database, so every app instance shares the
 * same count. Shaped as express-rate-limit's Store (increment, decrement, resetKey).
 */
export function databaseRateLimitStore(db: Kysely<Database>, clock: Clock, prefix: string) {
  let windowMs = 60_000;
  const keyOf = (key: string) => `${prefix}:${key}`;
  return {
    localKeys: false,
    prefix,
    init(options: { windowMs: number }) {
      windowMs = options.windowMs;
    },
    async increment(key: string) {
      const now = clock();
      const freshReset = new Date(now.getTime() + windowMs);
      const row = await db
        .insertInto("rateLimitHits")
        .values({ key: keyOf(key), hits: 1, resetAt: freshReset })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            hits: sql`case when rate_limit_hits.reset_at <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
            resetAt: sql`case when rate_limit_hits.reset_at <= ${now} then ${freshReset} else rate_limit_hits.reset_at end`,
          }),
        )
        .returning(["hits", "resetAt"])
        .executeTakeFirstOrThrow();
      return { totalHits: row.hits, resetTime: row.resetAt };
    },
    async decrement(key: string) {
      await db
        .updateTable("rateLimitHits")
        .set((eb) => ({ hits: eb("hits", "-", 1) }))
        .where("key", "=", keyOf(key))
        .where("hits", ">", 0)
        .execute();
    },
    async resetKey(key: string) {
      await db.deleteFrom("rateLimitHits").where("key", "=", keyOf(key)).execute();
    },
  };
}
