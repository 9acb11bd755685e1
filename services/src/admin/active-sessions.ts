import type { AdminSession } from "@movebreak/shared/contracts/admin-sessions";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { holdSession, lockSessionEndings } from "../db/session-held";
import { type AuditMeta, recordAdminAudit } from "./audit/record-admin-audit";

/** How a session is named outside the server's memory: the start of its id's hash (as the audit actor). */
export const sessionLabel = (idHash: string): string => idHash.slice(0, 8);

/** The sessions that still work, the caller's first, then the most recently used. */
export async function listActiveSessions(
  db: Kysely<Database>,
  currentHash: string,
  now: Date,
): Promise<AdminSession[]> {
  const rows = await db
    .selectFrom("adminSessions")
    .select(["idHash", "createdAt", "lastUsedAt", "expiresAt", "address", "browser"])
    .where("expiresAt", ">", now)
    .orderBy("lastUsedAt", "desc")
    .orderBy("createdAt", "desc")
    .execute();
  return rows
    .map((row) => ({
      label: sessionLabel(row.idHash),
      createdAt: new Date(row.createdAt).toISOString(),
      lastUsedAt: new Date(row.lastUsedAt).toISOString(),
      expiresAt: new Date(row.expiresAt).toISOString(),
      address: row.address,
      browser: row.browser,
      current: row.idHash === currentHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

export type RevokeOutcome =
  | { outcome: "revoked"; idHashes: string[] }
  | { outcome: "not-found" }
  | { outcome: "current" }
  | { outcome: "ambiguous" };

/**
 * Ends the active session with this label, recorded in the audit stream in the same transaction. The caller's
 * own session is not ended here (Logout does that, and clears its cookie). Two sessions sharing a label (one
 * chance in four billion per pair) are both refused rather than guessed between.
 */
export async function revokeSession(
  db: Kysely<Database>,
  request: { label: string; currentHash: string; meta: AuditMeta; now: Date },
): Promise<RevokeOutcome> {
  const { label, currentHash, meta, now } = request;
  return db.transaction().execute(async (trx) => {
    // Endings take turns, and the caller's own session must still exist (it may have just been ended itself).
    await lockSessionEndings(trx);
    await holdSession(trx, currentHash);
    const matches = await trx
      .selectFrom("adminSessions")
      .select("idHash")
      .where("idHash", "like", `${label}%`)
      .where("expiresAt", ">", now)
      .forUpdate()
      .execute();
    if (matches.length === 0) return { outcome: "not-found" };
    if (matches.length > 1) return { outcome: "ambiguous" };
    const idHash = matches[0]?.idHash as string;
    if (idHash === currentHash) return { outcome: "current" };
    await trx.deleteFrom("adminSessions").where("idHash", "=", idHash).execute();
    await recordAdminAudit(trx, { type: "AdminSessionRevoked", data: { session: label } }, meta, now);
    return { outcome: "revoked", idHashes: [idHash] };
  });
}

/** "Log out everywhere else": ends every session but the caller's, recorded with the labels it ended. */
export async function revokeOtherSessions(
  db: Kysely<Database>,
  request: { currentHash: string; meta: AuditMeta; now: Date },
): Promise<string[]> {
  const { currentHash, meta, now } = request;
  return db.transaction().execute(async (trx) => {
    await lockSessionEndings(trx);
    await holdSession(trx, currentHash);
    const ended = await trx
      .deleteFrom("adminSessions")
      .where("idHash", "<>", currentHash)
      .returning(["idHash", "expiresAt"])
      .execute();
    const active = ended.filter((row) => new Date(row.expiresAt) > now).map((row) => row.idHash);
    await recordAdminAudit(
      trx,
      { type: "OtherAdminSessionsRevoked", data: { sessions: active.map(sessionLabel) } },
      meta,
      now,
    );
    return active;
  });
}
