import { z } from "zod";
import { ChangePreviewSchema, ImportRecordSchema } from "./contracts/admin";
import { SessionLabelSchema } from "./contracts/admin-sessions";

/** The event stream every admin write outside the automation is recorded on (DESIGN.md section 5). */
export const ADMIN_AUDIT_STREAM = "admin-audit";

const PageRef = { landingPageId: z.number().int(), slug: z.string() };

/**
 * One zod schema per audit event, each with its version: a later change to an event's shape adds
 * version 2 and an upcaster from 1, and stored events keep the version they were written with.
 */
export const ADMIN_AUDIT_EVENTS = {
  AdminLoggedIn: { version: 1, schema: z.object({ via: z.enum(["token"]) }) },
  // Version 2: one event per client address and window of the login limit ("12 failed logins from
  // 203.0.113.7 between 04:00 and 04:15"), written when the window closes; version 1 was one per attempt.
  AdminLoginFailed: {
    version: 2,
    schema: z.object({
      ip: z.string().nullable(),
      failures: z.number().int().min(1),
      /** The window, ISO 8601; null for an attempt recorded alone by version 1 (its time is the event's). */
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
    upcast: (_storedVersion: number, data: unknown) => ({
      ...(data as { ip: string | null }),
      failures: 1,
      from: null,
      to: null,
    }),
  },
  AdminLoggedOut: { version: 1, schema: z.object({}) },
  // Sessions are named by their 8-character label (the actor's too), never by their id.
  AdminSessionRevoked: { version: 1, schema: z.object({ session: SessionLabelSchema }) },
  OtherAdminSessionsRevoked: { version: 1, schema: z.object({ sessions: z.array(SessionLabelSchema) }) },
  CatalogImported: {
    version: 1,
    // What the import's record says (GET /api/admin/imports), under the event's own version.
    schema: ImportRecordSchema.pick({
      type: true,
      mode: true,
      fileName: true,
      fileHash: true,
      changes: true,
      imported: true,
      skipped: true,
      errors: true,
    }).extend({ importId: z.number().int() }),
  },
  CatalogRestored: {
    version: 1,
    schema: z.object({ importId: z.number().int(), restoredImportId: z.number().int(), changes: ChangePreviewSchema }),
  },
  LandingPageCreated: { version: 1, schema: z.object(PageRef) },
  LandingPageUpdated: { version: 1, schema: z.object(PageRef) },
  LandingPageDeleted: { version: 1, schema: z.object(PageRef) },
  SocialContentRegenerated: { version: 1, schema: z.object(PageRef) },
  PinterestConnected: { version: 1, schema: z.object({ username: z.string(), method: z.string() }) },
  PinterestDisconnected: { version: 1, schema: z.object({ username: z.string().nullable() }) },
} as const;

export type AdminAuditType = keyof typeof ADMIN_AUDIT_EVENTS;
export type AdminAuditEvent = {
  [T in AdminAuditType]: { type: T; data: z.infer<(typeof ADMIN_AUDIT_EVENTS)[T]["schema"]> };
}[AdminAuditType];
