import { ADMIN_SESSION } from "@movebreak/shared/constants";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema";
import { lockSessionEndings } from "../db/session-held";
import type { Clock } from "../lib/clock";
import { hashSessionId, newSessionId } from "./secrets";
import type { SessionOrigin } from "./session-origin";

export interface SessionStore {
  create(label: string, origin: SessionOrigin): Promise<{ sessionId: string; expiresAt: Date }>;
  /**
   * At once (no promise) when this instance checked the session within the last second: the dashboard's polls take
   * that path. `fresh` always asks the database (every write does).
   */
  isValid(sessionId: string, options?: { fresh?: boolean }): boolean | Promise<boolean>;
  /**
   * Records that a valid session was used now, and from where: at most once a minute per session (nothing,
   * at once, the rest of the time). `origin` is worked out only when a write is due.
   */
  touch(sessionId: string, origin: () => SessionOrigin): undefined | Promise<void>;
  /** Valid by this instance's check in the last 5 s, in memory only (the request budget's question: never a lookup). */
  isConfirmed(sessionId: string): boolean;
  /** Logout: ends this session (every instance is told). */
  revoke(sessionId: string): Promise<void>;
  /** After sessions were ended by hash and the ending committed: every instance stops trusting them at once. */
  ended(idHashes: readonly string[]): void;
  /** What another instance ended (`"all"`: anything may have ended while this instance was not listening). */
  forget(idHashes: readonly string[] | "all"): void;
  /** A signal that aborts within a second of the session ending (its event streams close on it). */
  watch(sessionId: string): { signal: AbortSignal; stop(): void };
}

/**
 * How long this instance trusts a session it has checked before asking the database again. An ending made
 * anywhere reaches every instance at once (sessionEndings); this bounds what it cannot tell: a session deleted
 * by hand, or an ending sent while an instance's listener was reconnecting.
 */
export const SESSION_RECHECK_MS = 1_000;

/** How long a session checked valid exempts its requests from the per-client budget. */
const SESSION_CONFIRMED_MS = 5_000;

/** A session's last use is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

/** How long an id the database did not know is refused from memory (a random-id flood looks each up once). */
export const REFUSED_SESSION_MS = 60_000;

/** How often the sessions of open event streams are checked (each at most once a SESSION_RECHECK_MS). */
const WATCH_EVERY_MS = 250;

export function sessionStore(
  db: Kysely<Database>,
  clock: Clock,
  /** Tells the other instances which sessions ended (session-endings.ts); none on a single instance. */
  announce: (idHashes: readonly string[]) => void = () => undefined,
): SessionStore {
  // Sessions found valid, with their expiry and when: keyed by the id itself (memory only, never stored or
  // logged), so a hit costs no hashing.
  const confirmed = new LRUCache<string, { expiresAt: number; idHash: string; checkedAt: number }>({
    max: 10_000,
    ttl: SESSION_CONFIRMED_MS,
  });
  // Ended lately: a check that read the row just before the ending committed must not confirm it after.
  const revoked = new LRUCache<string, true>({ max: 10_000, ttl: SESSION_CONFIRMED_MS * 2 });
  // When this instance last wrote each session's use (by the clock, so tests can move time).
  const touched = new LRUCache<string, number>({ max: 10_000 });
  // Ids the database did not know: an id is random and made here, so one that was unknown never becomes valid.
  const refused = new LRUCache<string, true>({ max: 10_000, ttl: REFUSED_SESSION_MS });
  // The open event streams' sessions, each with the signals to abort when it ends.
  const watchers = new Map<string, Set<AbortController>>();
  let watchTimer: NodeJS.Timeout | undefined;

  const recent = (sessionId: string, withinMs: number) => {
    const known = confirmed.get(sessionId);
    const now = clock().getTime();
    return known !== undefined && known.expiresAt > now && now - known.checkedAt < withinMs;
  };
  const lookUp = async (sessionId: string, now: Date): Promise<boolean> => {
    const idHash = hashSessionId(sessionId);
    const row = await db
      .selectFrom("adminSessions")
      .select(["idHash", "expiresAt"])
      .where("idHash", "=", idHash)
      .where("expiresAt", ">", now)
      .executeTakeFirst();
    if (!row || revoked.has(idHash)) {
      confirmed.delete(sessionId);
      if (!row) refused.set(sessionId, true);
      return false;
    }
    confirmed.set(sessionId, { expiresAt: new Date(row.expiresAt).getTime(), idHash, checkedAt: now.getTime() });
    return true;
  };
  const isValid: SessionStore["isValid"] = (sessionId, options = {}) => {
    if (!sessionId || sessionId.length > 200) return false;
    if (!options.fresh && recent(sessionId, SESSION_RECHECK_MS)) return true;
    if (refused.has(sessionId)) return false;
    return lookUp(sessionId, clock());
  };
  const abortWatchers = (sessionId: string) => {
    for (const controller of watchers.get(sessionId) ?? []) controller.abort();
    watchers.delete(sessionId);
  };
  const checkWatched = async () => {
    for (const sessionId of [...watchers.keys()]) {
      try {
        if (!(await isValid(sessionId))) abortWatchers(sessionId);
      } catch {
        // The database is away: the stream stays open until its session can be checked again.
      }
    }
  };
  const forget: SessionStore["forget"] = (idHashes) => {
    if (idHashes === "all") {
      confirmed.clear();
      return;
    }
    if (idHashes.length === 0) return;
    const gone = new Set(idHashes);
    for (const hash of gone) revoked.set(hash, true);
    for (const [sessionId, known] of confirmed.entries()) if (gone.has(known.idHash)) confirmed.delete(sessionId);
    for (const sessionId of [...watchers.keys()]) if (gone.has(hashSessionId(sessionId))) abortWatchers(sessionId);
  };
  const ended: SessionStore["ended"] = (idHashes) => {
    if (idHashes.length === 0) return;
    forget(idHashes);
    announce(idHashes);
  };

  return {
    async create(label, origin) {
      const now = clock();
      const sessionId = newSessionId();
      const idHash = hashSessionId(sessionId);
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION.ttlMs);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("adminSessions").where("expiresAt", "<=", now).execute();
        await trx
          .insertInto("adminSessions")
          .values({ idHash, label, createdAt: now, expiresAt, lastUsedAt: now, ...origin })
          .execute();
      });
      touched.set(idHash, now.getTime());
      return { sessionId, expiresAt };
    },
    isValid,
    isConfirmed: (sessionId) => recent(sessionId, SESSION_CONFIRMED_MS),
    touch(sessionId, origin) {
      const now = clock();
      const idHash = hashSessionId(sessionId);
      const last = touched.get(idHash);
      if (last !== undefined && now.getTime() - last < SESSION_TOUCH_MS) return undefined;
      touched.set(idHash, now.getTime());
      // The condition keeps it to once a minute across instances too.
      return db
        .updateTable("adminSessions")
        .set({ lastUsedAt: now, ...origin() })
        .where("idHash", "=", idHash)
        .where("lastUsedAt", "<=", new Date(now.getTime() - SESSION_TOUCH_MS))
        .execute()
        .then(() => undefined);
    },
    async revoke(sessionId) {
      const idHash = hashSessionId(sessionId);
      confirmed.delete(sessionId);
      revoked.set(idHash, true);
      await db.transaction().execute(async (trx) => {
        await lockSessionEndings(trx);
        await trx.deleteFrom("adminSessions").where("idHash", "=", idHash).execute();
      });
      ended([idHash]);
    },
    ended,
    forget,
    watch(sessionId) {
      const controller = new AbortController();
      const set = watchers.get(sessionId) ?? new Set<AbortController>();
      watchers.set(sessionId, set);
      set.add(controller);
      if (!watchTimer) {
        let checking = false;
        watchTimer = setInterval(() => {
          if (checking) return;
          checking = true;
          void checkWatched().finally(() => {
            checking = false;
          });
        }, WATCH_EVERY_MS);
        watchTimer.unref();
      }
      return {
        signal: controller.signal,
        stop() {
          const current = watchers.get(sessionId);
          current?.delete(controller);
          if (current?.size === 0) watchers.delete(sessionId);
          if (watchers.size === 0 && watchTimer) {
            clearInterval(watchTimer);
            watchTimer = undefined;
          }
        },
      };
    },
  };
}
