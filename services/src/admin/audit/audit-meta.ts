import type { AuditMeta } from "./record-admin-audit";

/**
 * Who sent this admin request (the session check sets `res.locals.actor`) and its request id (pino-http's
 * `req.id`), for the audit trail; and its session's hash, which the write holds until it commits. Typed by the two fields it reads, so the audit code needs no express.
 */
export function auditMetaOf(req: { id?: unknown }, res: { locals: Record<string, unknown> }): AuditMeta {
  const { actor, sessionHash } = res.locals;
  return {
    actor: String(actor ?? "anonymous"),
    ...(req.id ? { requestId: String(req.id) } : {}),
    ...(typeof sessionHash === "string" ? { sessionHash } : {}),
  };
}
