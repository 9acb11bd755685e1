import { ADMIN_SESSION } from "@movebreak/shared/constants";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { hashSessionId, newSessionId } from "./secrets";

export interface SessionStore {
  create(label: string): Promise<{ sessionId: string; expiresAt: Date }>;
  /** At once (no promise) when this instance checked the session lately: the dashboard's polls take that path. */
  isValid(sessionId: string): boolean | Promise<boolean>;
  /** Valid by this instance's recent check, in memory only (the request budget's question: never a lookup). */
  isConfirmed(sessionId: string): boolean;
  revoke(sessionId: string): Promise<void>;
}

/**
 * How long this instance trusts a session it has checked before asking the database again.
 * A logout here takes effect at once; a logout through another instance within this time.
 */
export const SESSION_RECHECK_MS = 5_000;

/** How long an id the database did not know is refused from memory (a random-id flood looks each up once). */
export const REFUSED_SESSION_MS = 60_000;

export function sessionStore(db: Kysely<Database>, clock: Clock): SessionStore {
  // Sessions found valid, with their expiry: the dashboard polls every few seconds. Keyed by the id
  // itself (memory only, never stored or logged), so a hit costs no hashing.
  const confirmed = new LRUCache<string, number>({ max: 10_000, ttl: SESSION_RECHECK_MS });
  // Ids the database did not know: an id is random and made here, so one that was unknown never becomes valid.
  const refused = new LRUCache<string, true>({ max: 10_000, ttl: REFUSED_SESSION_MS });
  const lookUp = async (sessionId: string, now: Date): Promise<boolean> => {
    const row = await db
      .selectFrom("adminSessions")
      .select(["idHash", "expiresAt"])
      .where("idHash", "=", hashSessionId(sessionId))
      .where("expiresAt", ">", now)
      .executeTakeFirst();
    if (row) confirmed.set(sessionId, new Date(row.expiresAt).getTime());
    else refused.set(sessionId, true);
    return row !== undefined;
  };
  return {
    async create(label) {
      const now = clock();
      const sessionId = newSessionId();
      const expiresAt = new Date(now.getTime() + ADMIN_SESSION.ttlMs);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("adminSessions").where("expiresAt", "<=", now).execute();
        await trx
          .insertInto("adminSessions")
          .values({ idHash: hashSessionId(sessionId), label, createdAt: now, expiresAt })
          .execute();
      });
      return { sessionId, expiresAt };
    },
    isValid(sessionId) {
      if (!sessionId || sessionId.length > 200) return false;
      const now = clock();
      const expiresAt = confirmed.get(sessionId);
      if (expiresAt !== undefined && expiresAt > now.getTime()) return true;
      if (refused.has(sessionId)) return false;
      return lookUp(sessionId, now);
    },
    isConfirmed(sessionId) {
      const expiresAt = confirmed.get(sessionId);
      return expiresAt !== undefined && expiresAt > clock().getTime();
    },
    async revoke(sessionId) {
      confirmed.delete(sessionId);
      await db.deleteFrom("adminSessions").where("idHash", "=", hashSessionId(sessionId)).execute();
    },
  };
}
