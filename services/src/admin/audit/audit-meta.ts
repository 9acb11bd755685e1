import type { AuditMeta } from "./record-admin-audit";

/**
 * Who sent this admin request (the session check sets `res.locals.actor`) and its request id (pino-http's
 * `req.id`), for the audit trail. Typed by the two fields it reads, so the audit code needs no express.
 */
export function auditMetaOf(req: { id?: unknown }, res: { locals: Record<string, unknown> }): AuditMeta {
  return { actor: String(res.locals.actor ?? "anonymous"), ...(req.id ? { requestId: String(req.id) } : {}) };
}
