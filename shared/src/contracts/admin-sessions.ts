import { z } from "zod";

/**
 * How a session is named everywhere outside the server's memory: the first 8 hex characters of the
 * SHA-256 of its id (the audit trail's "admin (session 1a2b3c4d)"). The id itself is a secret: it is never
 * listed, logged or taken in an address.
 */
export const SessionLabelSchema = z
  .string()
  .regex(/^[0-9a-f]{8}$/, "must be a session's 8-character label (hex)")
  .describe("The session's 8-character label (the start of its id's SHA-256), never the session id");

/** One active admin session, as GET /api/admin/sessions lists it. */
export const AdminSessionSchema = z.object({
  label: SessionLabelSchema,
  createdAt: z.iso.datetime(),
  /** Updated at most once a minute. */
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The address it was last used from, cut to its network: "203.0.113.0/24", "2001:db8:1::/48". */
  address: z.string().nullable(),
  /** The browser it was last used from, as a short label: "Chrome 131 on macOS". */
  browser: z.string().nullable(),
  /** The session that made this request. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** GET /api/admin/sessions: the active sessions, most recently used first. */
export const AdminSessionListSchema = z.object({ sessions: z.array(AdminSessionSchema) });

/** DELETE /api/admin/sessions/{id}: the id is the session's label. */
export const SessionParamsSchema = z.object({ id: SessionLabelSchema });

/** What a revocation ended: the labels of the sessions that no longer work. */
export const RevokeSessionsResponseSchema = z.object({
  success: z.literal(true),
  revoked: z.array(SessionLabelSchema),
});
export type RevokeSessionsResponse = z.infer<typeof RevokeSessionsResponseSchema>;
