import { z } from "zod";
import type { DatabaseHandle } from "../db/create-database";

/** The channel an ended session is announced on (PostgreSQL NOTIFY, to every instance). */
const SESSIONS_ENDED_CHANNEL = "admin_sessions_ended";
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: a longer list is sent as "all". */
const MAX_PAYLOAD_BYTES = 7_900;

const PayloadSchema = z.union([z.literal("all"), z.array(z.string())]);

export interface SessionEndings {
  /** Tells every other instance that these sessions ended (after the ending committed). Never throws. */
  announce(idHashes: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * Logout, revoke and "log out everywhere else" reach every instance at once: the instance that ended a session
 * announces its hash, and each instance forgets it (its cache, its open event streams). A listener that
 * (re)connects forgets every session it had confirmed, since an announcement may have been missed. PGlite
 * has a single instance: nothing to announce.
 */
export async function sessionEndings(
  database: Pick<DatabaseHandle, "kind" | "listen" | "executeSql">,
  forget: (idHashes: readonly string[] | "all") => void,
  announceFailed: (error: unknown) => void,
): Promise<SessionEndings> {
  if (database.kind === "pglite") return { announce: () => undefined, close: async () => undefined };
  const unlisten = await database.listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    forget(payload === undefined ? "all" : parsed(payload));
  });
  let sending = Promise.resolve();
  return {
    announce(idHashes) {
      const text = JSON.stringify(idHashes);
      const payload = Buffer.byteLength(text) < MAX_PAYLOAD_BYTES ? text : JSON.stringify("all");
      sending = sending
        .then(() => database.executeSql("select pg_notify($1, $2)", [SESSIONS_ENDED_CHANNEL, payload]))
        .then(() => undefined, announceFailed);
    },
    async close() {
      await sending;
      await unlisten();
    },
  };
}

/** A payload that is not a list of hashes forgets everything (safe: each session is then checked again). */
function parsed(payload: string): readonly string[] | "all" {
  try {
    return PayloadSchema.safeParse(JSON.parse(payload)).data ?? "all";
  } catch {
    return "all";
  }
}
