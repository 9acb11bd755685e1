import { ADMIN_SESSION } from "@movebreak/shared/constants";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { hashSessionId, newSessionId } from "./secrets";
import type { SessionOrigin } from "./session-origin";

export interface SessionStore {
  create(label: string, origin: SessionOrigin): Promise<{ sessionId: string; expiresAt: Date }>;
  /** At once (no promise) when this instance checked the session lately: the dashboard's polls take that path. */
  isValid(sessionId: string): boolean | Promise<boolean>;
  /**
   * Records that a valid session was used now, and from where: at most once a minute per session (nothing,
   * at once, the rest of the time). `origin` is worked out only when a write is due.
   */
  touch(sessionId: string, origin: () => SessionOrigin): undefined | Promise<void>;
  /** Valid by this instance's recent check, in memory only (the request budget's question: never a lookup). */
  isConfirmed(sessionId: string): boolean;
  revoke(sessionId: string): Promise<void>;
  /** After a revocation by hash has committed: this instance stops trusting those sessions at once. */
  forget(idHashes: readonly string[]): void;
}

/**
 * How long this instance trusts a session it has checked before asking the database again.
 * A logout or a revocation here takes effect at once; one through another instance within this time.
 */
export const SESSION_RECHECK_MS = 5_000;

/** A session's last use is written at most this often, not on every request. */
export const SESSION_TOUCH_MS = 60_000;

/** How long an id the database did not know is refused from memory (a random-id flood looks each up once). */
export const REFUSED_SESSION_MS = 60_000;

export function sessionStore(db: Kysely<Database>, clock: Clock): SessionStore {
  // Sessions found valid, with their expiry: the dashboard polls every few seconds. Keyed by the id
  // itself (memory only, never stored or logged), so a hit costs no hashing.
  const confirmed = new LRUCache<string, { expiresAt: number; idHash: string }>({
    max: 10_000,
    ttl: SESSION_RECHECK_MS,
  });
  // Revoked lately: a check that read the row just before the revocation committed must not confirm it after.
  const revoked = new LRUCache<string, true>({ max: 10_000, ttl: SESSION_RECHECK_MS * 2 });
  // When this instance last wrote each session's use (by the clock, so tests can move time).
  const touched = new LRUCache<string, number>({ max: 10_000 });
  // Ids the database did not know: an id is random and made here, so one that was unknown never becomes valid.
  const refused = new LRUCache<string, true>({ max: 10_000, ttl: REFUSED_SESSION_MS });

  const lookUp = async (sessionId: string, now: Date): Promise<boolean> => {
    const idHash = hashSessionId(sessionId);
    const row = await db
      .selectFrom("adminSessions")
      .select(["idHash", "expiresAt"])
      .where("idHash", "=", idHash)
      .where("expiresAt", ">", now)
      .executeTakeFirst();
    if (!row) {
      refused.set(sessionId, true);
      return false;
    }
    if (revoked.has(idHash)) return false;
    confirmed.set(sessionId, { expiresAt: new Date(row.expiresAt).getTime(), idHash });
    return true;
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
    isValid(sessionId) {
      if (!sessionId || sessionId.length > 200) return false;
      const now = clock();
      const known = confirmed.get(sessionId);
      if (known !== undefined && known.expiresAt > now.getTime()) return true;
      if (refused.has(sessionId)) return false;
      return lookUp(sessionId, now);
    },
    isConfirmed(sessionId) {
      const known = confirmed.get(sessionId);
      return known !== undefined && known.expiresAt > clock().getTime();
    },
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
      await db.deleteFrom("adminSessions").where("idHash", "=", idHash).execute();
    },
    forget(idHashes) {
      if (idHashes.length === 0) return;
      const gone = new Set(idHashes);
      for (const hash of gone) revoked.set(hash, true);
      for (const [sessionId, known] of confirmed.entries()) if (gone.has(known.idHash)) confirmed.delete(sessionId);
    },
  };
}
