import { LOGIN_RATE_LIMIT } from "@movebreak/shared/constants";
import ipaddr from "ipaddr.js";
import { type Kysely, sql, type Transaction } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { recordAdminAudit } from "./audit/record-admin-audit";

/** One row per client and window: `admin-login:<window end, ms>:<client>`. */
const PREFIX = "admin-login:";
/** One row per window for every address together. */
const ALL_PREFIX = "admin-login-all:";

export type LoginLimit = { maxFailures: number; maxFailuresAll: number; windowMs: number };

/** Why an attempt was refused before its token was compared. */
export type LoginRefusal = "address" | "all";

export interface LoginAttempts {
  /** Over its failures for the window as far as this instance knows: refused from memory, no database. */
  refusedInMemory(ip: string): boolean;
  /**
   * Counts an attempt before its token is compared, atomically: when the address (or every address together)
   * has no attempt left in the window, nothing is counted and the refusal is returned. So N concurrent attempts
   * from one client compare at most the budget's worth of tokens, whatever N.
   */
  reserve(ip: string): Promise<LoginRefusal | undefined>;
  /** The token was right: the attempt reserved for it is not a failure. */
  refund(ip: string): Promise<void>;
}

/** The client an attempt counts for: an IPv4 address, an IPv6 client by its /64 (what one subscriber is given). */
export function loginClientOf(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip.slice(0, 64);
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const [a = 0, b = 0, c = 0, d = 0] = (parsed as ipaddr.IPv6).parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}

/**
 * Failed logins, counted per client and per window on `rate_limit_hits` rows that every instance shares, and in
 * all (a spread of addresses cannot go past LOGIN_RATE_LIMIT.maxFailuresAll); the addresses an operator trusts
 * are not held by the bound on all. Windows start on the quarter hour, so one audit event can sum up each
 * window when it ends (closeLoginWindows). This instance also remembers the clients it found spent, so their
 * flood is refused before the database is touched.
 */
export function loginAttempts(
  db: Kysely<Database>,
  clock: Clock,
  options: { limit?: LoginLimit; trustedAddresses?: (ip: string) => boolean } = {},
): LoginAttempts {
  const limit = options.limit ?? LOGIN_RATE_LIMIT;
  const trusted = options.trustedAddresses ?? (() => false);
  const spent = new LRUCache<string, number>({ max: 10_000 });
  const windowEndOf = (now: Date) => new Date((Math.floor(now.getTime() / limit.windowMs) + 1) * limit.windowMs);
  const keysOf = (ip: string, end: Date) => ({
    client: `${PREFIX}${end.getTime()}:${loginClientOf(ip)}`,
    all: `${ALL_PREFIX}${end.getTime()}`,
  });
  /** Adds one to a row unless it is at `max`; true when it was added. */
  const take = async (trx: Transaction<Database>, key: string, resetAt: Date, max: number) => {
    const row = await trx
      .insertInto("rateLimitHits")
      .values({ key, hits: 1, resetAt })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }).where("rateLimitHits.hits", "<", max),
      )
      .returning("hits")
      .executeTakeFirst();
    return row !== undefined;
  };
  return {
    refusedInMemory(ip) {
      const until = spent.get(loginClientOf(ip));
      return until !== undefined && until > clock().getTime();
    },
    async reserve(ip) {
      const end = windowEndOf(clock());
      const keys = keysOf(ip, end);
      const refusal = await db.transaction().execute(async (trx): Promise<LoginRefusal | undefined> => {
        if (!(await take(trx, keys.client, end, limit.maxFailures))) return "address";
        if (trusted(ip)) return undefined;
        if (!(await take(trx, keys.all, end, limit.maxFailuresAll))) {
          // The client's attempt is not counted either: the bound on all refused it first.
          await trx.updateTable("rateLimitHits").set({ hits: sql`hits - 1` }).where("key", "=", keys.client).execute();
          return "all";
        }
        return undefined;
      });
      if (refusal === "address") spent.set(loginClientOf(ip), end.getTime());
      return refusal;
    },
    async refund(ip) {
      const end = windowEndOf(clock());
      const keys = keysOf(ip, end);
      await db
        .updateTable("rateLimitHits")
        .set({ hits: sql`greatest(hits - 1, 0)` })
        .where("key", "in", trusted(ip) ? [keys.client] : [keys.client, keys.all])
        .execute();
    },
  };
}

/** How many addresses a window's audit event names (those with the most failures). */
const NAMED_ADDRESSES = 10;
/** Windows a sweep closes at most (each in its own transaction): a sweep's work is bounded. */
const SWEEP_WINDOWS = 20;

/**
 * Closes the login windows that have ended: each becomes one AdminLoginFailed event (its failures, how many
 * addresses, the ten with the most) in the transaction that deletes its rows. One sweep at a time across the
 * fleet (an advisory lock; an instance that finds it taken leaves the work to the other), so a window is
 * recorded exactly once. Returns the rows deleted.
 */
export async function closeLoginWindows(db: Kysely<Database>, clock: Clock): Promise<number> {
  let closed = 0;
  for (let window = 0; window < SWEEP_WINDOWS; window++) {
    const n = await db.transaction().execute((trx) => closeOldestWindow(trx, clock()));
    if (n === undefined) break;
    closed += n;
  }
  return closed;
}

async function closeOldestWindow(trx: Transaction<Database>, now: Date): Promise<number | undefined> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(hashtext('admin-login-sweep')) as locked`.execute(trx);
  if (!rows[0]?.locked) return undefined;
  const oldest = await trx
    .selectFrom("rateLimitHits")
    .select("resetAt")
    .where("resetAt", "<=", now)
    .orderBy("resetAt")
    .limit(1)
    .executeTakeFirst();
  if (!oldest) return undefined;
  const resetAt = new Date(oldest.resetAt);
  const deleted = await trx
    .deleteFrom("rateLimitHits")
    .where("resetAt", "=", resetAt)
    .returning(["key", "hits"])
    .execute();
  const clients = deleted
    .filter((row) => row.key.startsWith(PREFIX) && row.hits > 0)
    .map((row) => ({ ip: row.key.slice(row.key.indexOf(":", PREFIX.length) + 1), failures: row.hits }))
    .sort((a, b) => b.failures - a.failures || a.ip.localeCompare(b.ip));
  const failures = clients.reduce((sum, client) => sum + client.failures, 0);
  if (failures > 0) {
    await recordAdminAudit(
      trx,
      {
        type: "AdminLoginFailed",
        data: {
          failures,
          addresses: clients.length,
          top: clients.slice(0, NAMED_ADDRESSES),
          from: new Date(resetAt.getTime() - LOGIN_RATE_LIMIT.windowMs).toISOString(),
          to: resetAt.toISOString(),
        },
      },
      { actor: "anonymous" },
      now,
    );
  }
  return deleted.length;
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
