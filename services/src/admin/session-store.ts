import { ADMIN_SESSION } from "@movebreak/shared/constants";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";
import { hashSessionId, newSessionId } from "./secrets";

export interface SessionStore {
  create(label: string): Promise<{ sessionId: string; expiresAt: Date }>;
  isValid(sessionId: string): Promise<boolean>;
  revoke(sessionId: string): Promise<void>;
}

export function sessionStore(db: Kysely<Database>, clock: Clock): SessionStore {
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
    async isValid(sessionId) {
      if (!sessionId || sessionId.length > 200) return false;
      const row = await db
        .selectFrom("adminSessions")
        .select("idHash")
        .where("idHash", "=", hashSessionId(sessionId))
        .where("expiresAt", ">", clock())
        .executeTakeFirst();
      return row !== undefined;
    },
    async revoke(sessionId) {
      await db.deleteFrom("adminSessions").where("idHash", "=", hashSessionId(sessionId)).execute();
    },
  };
}
