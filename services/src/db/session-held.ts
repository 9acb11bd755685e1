import { sql, type Transaction } from "kysely";
import type { Database } from "./schema";

/** Run first inside a write's transaction: the write commits only while the operator's session still exists. */
export type WriteGuard = (trx: Transaction<Database>) => Promise<void>;

/** The operator's session ended (logged out, revoked, expired) before the write it sent could commit. */
export class SessionEnded extends Error {
  constructor() {
    super("Authentication required");
  }
}

/**
 * Inside a write's transaction: the session that asked for it still exists, and its row is share-locked until
 * the commit. A revocation (which deletes the row) therefore waits for this write, and a write that starts after
 * the revocation committed finds no row and is refused: no instance's cache can let an ended session write.
 */
export async function holdSession(trx: Transaction<Database>, idHash: string): Promise<void> {
  // Expiry was checked with the request (by the app's clock); what can change since is the row's existence.
  const row = await trx
    .selectFrom("adminSessions")
    .select("idHash")
    .where("idHash", "=", idHash)
    .forShare()
    .executeTakeFirst();
  if (!row) throw new SessionEnded();
}

/** Logouts and revocations take turns, so two sessions ending each other never deadlock: one goes first. */
export async function lockSessionEndings(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('admin_sessions'))`.execute(trx);
}
