import type { Request, Response } from "express";
import type { AuditMeta } from "./record-admin-audit";

/** Who sent this admin request (set by the session check) and its request id, for the audit trail. */
export function auditMetaOf(req: Request, res: Response): AuditMeta {
  return { actor: String(res.locals.actor ?? "anonymous"), ...(req.id ? { requestId: String(req.id) } : {}) };
}
