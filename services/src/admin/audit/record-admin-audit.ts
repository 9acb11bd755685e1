import { ADMIN_AUDIT_EVENTS, ADMIN_AUDIT_STREAM, type AdminAuditEvent } from "@movebreak/shared/admin-audit";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { holdSession } from "../../db/session-held";
import { appendToStream, streamVersion } from "../../event-store/event-store";

/** Who did it: the session's actor label ("admin (session 1a2b3c4d)", "api-key", "anonymous") and the request id. */
export interface AuditMeta {
  actor: string;
  requestId?: string;
  /** The operator's session (never stored): the write commits only while it exists (db/session-held.ts). */
  sessionHash?: string;
}

/**
 * Appends one admin audit event inside `trx`, so it commits with the write it records, and only while the
 * operator's session that asked for it still exists. Writers of the
 * stream take turns (a transaction-scoped advisory lock), so concurrent admin writes never collide on
 * the stream's next version.
 */
export async function recordAdminAudit(
  trx: Transaction<Database>,
  event: AdminAuditEvent,
  meta: AuditMeta,
  now: Date,
): Promise<void> {
  const { version, schema } = ADMIN_AUDIT_EVENTS[event.type];
  const data = schema.parse(event.data);
  const { sessionHash, ...stored } = meta;
  if (sessionHash) await holdSession(trx, sessionHash);
  await sql`select pg_advisory_xact_lock(hashtext(${ADMIN_AUDIT_STREAM}))`.execute(trx);
  const current = await streamVersion(trx, ADMIN_AUDIT_STREAM);
  await appendToStream(
    trx,
    ADMIN_AUDIT_STREAM,
    current,
    [{ type: event.type, data }],
    { ...stored, schemaVersion: version },
    now,
  );
}

/** The same, in a transaction of its own (for writes that have none: logins, logouts). */
export function recordAdminAuditAlone(db: Kysely<Database>, event: AdminAuditEvent, meta: AuditMeta, now: Date) {
  return db.transaction().execute((trx) => recordAdminAudit(trx, event, meta, now));
}
