import { LOGIN_RATE_LIMIT } from "@movebreak/shared/constants";
import { type Kysely, sql, type Transaction } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { recordAdminAudit } from "./audit/record-admin-audit";

const PREFIX = "admin-login:";

export interface LoginAttempts {
  /** Over its failures for the window as far as this instance knows: refused from memory, no database. */
  refusedInMemory(ip: string): boolean;
  /** Counts a failure on the address's one row for the window; true when the address is now over its limit. */
  recordFailure(ip: string): Promise<boolean>;
  /** Before a right token is accepted: whether the shared count (every instance's failures) is spent. */
  spentInDatabase(ip: string): Promise<boolean>;
}

/**
 * Failed logins, counted per client address and window (LOGIN_RATE_LIMIT: 10 per 15 minutes) on one
 * `rate_limit_hits` row each, shared by every instance; this instance also keeps what it learnt in a bounded
 * LRU, so an address past its limit is refused before the database is touched. The window's row becomes one
 * AdminLoginFailed audit event when it closes (closeLoginWindows): never a row per attempt.
 */
export function loginAttempts(
  db: Kysely<Database>,
  clock: Clock,
  limit: { maxFailures: number; windowMs: number } = LOGIN_RATE_LIMIT,
): LoginAttempts {
  const known = new LRUCache<string, { failures: number; resetAt: number }>({ max: 10_000 });
  const spent = (entry: { failures: number; resetAt: number } | undefined, now: number) =>
    entry !== undefined && entry.resetAt > now && entry.failures >= limit.maxFailures;
  return {
    refusedInMemory(ip) {
      return spent(known.get(ip), clock().getTime());
    },
    async recordFailure(ip) {
      const now = clock();
      const key = PREFIX + ip;
      const row = await db.transaction().execute(async (trx) => {
        // A window that ended and was not swept yet becomes its audit event before a new one starts.
        await closeWindows(trx, now, { key });
        return trx
          .insertInto("rateLimitHits")
          .values({ key, hits: 1, resetAt: new Date(now.getTime() + limit.windowMs) })
          .onConflict((oc) => oc.column("key").doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
          .returning(["hits", "resetAt"])
          .executeTakeFirstOrThrow();
      });
      const entry = { failures: row.hits, resetAt: new Date(row.resetAt).getTime() };
      known.set(ip, entry);
      return row.hits > limit.maxFailures;
    },
    async spentInDatabase(ip) {
      const now = clock();
      const row = await db
        .selectFrom("rateLimitHits")
        .select(["hits", "resetAt"])
        .where("key", "=", PREFIX + ip)
        .where("resetAt", ">", now)
        .executeTakeFirst();
      return row !== undefined && row.hits >= limit.maxFailures;
    },
  };
}

/** Rows a sweep closes per transaction, and transactions per sweep: a sweep's work is bounded. */
const SWEEP_BATCH = 500;
const SWEEP_BATCHES = 20;

/**
 * Deletes the rate-limit rows whose window has ended, at most SWEEP_BATCH x SWEEP_BATCHES per call (the rest
 * at the next), each login window becoming one AdminLoginFailed event in the transaction that deletes it:
 * instances sweeping at once skip each other's rows, so a window is recorded exactly once. Returns the rows
 * deleted.
 */
export async function closeLoginWindows(db: Kysely<Database>, clock: Clock): Promise<number> {
  let closed = 0;
  for (let batch = 0; batch < SWEEP_BATCHES; batch++) {
    const now = clock();
    const n = await db.transaction().execute((trx) => closeWindows(trx, now, { batch: SWEEP_BATCH }));
    closed += n;
    if (n < SWEEP_BATCH) break;
  }
  return closed;
}

async function closeWindows(
  trx: Transaction<Database>,
  now: Date,
  which: { key: string } | { batch: number },
): Promise<number> {
  const due = trx
    .selectFrom("rateLimitHits")
    .select("key")
    .where("resetAt", "<=", now)
    .$if("key" in which, (q) => q.where("key", "=", (which as { key: string }).key))
    .orderBy("resetAt")
    .limit("batch" in which ? which.batch : 1)
    .forUpdate()
    .skipLocked();
  const rows = await trx
    .deleteFrom("rateLimitHits")
    .where("key", "in", due)
    .returning(["key", "hits", "resetAt"])
    .execute();
  for (const row of rows) {
    if (!row.key.startsWith(PREFIX) || row.hits <= 0) continue;
    const resetAt = new Date(row.resetAt);
    await recordAdminAudit(
      trx,
      {
        type: "AdminLoginFailed",
        data: {
          ip: row.key.slice(PREFIX.length),
          failures: row.hits,
          from: new Date(resetAt.getTime() - LOGIN_RATE_LIMIT.windowMs).toISOString(),
          to: resetAt.toISOString(),
        },
      },
      { actor: "anonymous" },
      now,
    );
  }
  return rows.length;
}

/** Sweeps every `everyMs` (unref'd); the returned function stops it. */
export function sweepLoginWindows(
  db: Kysely<Database>,
  clock: Clock,
  onError: (error: unknown) => void,
  everyMs = 60_000,
): () => void {
  // One sweep at a time: a slow one is not joined by the next tick's.
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    closeLoginWindows(db, clock)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
