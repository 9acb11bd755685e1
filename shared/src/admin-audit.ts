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
  // Version 3: one event per window of the login limit for every address together ("37 failed logins from 12
  // addresses between 04:00 and 04:15", naming the ten with the most), so an attacker's spread of addresses adds
  // one event, not one each. Version 2 was one per address and window; version 1 one per attempt.
  AdminLoginFailed: {
    version: 3,
    schema: z.object({
      failures: z.number().int().min(1),
      addresses: z.number().int().min(0),
      /** The addresses (an IPv6 client as its /64) with the most failures, most first. */
      top: z.array(z.object({ ip: z.string(), failures: z.number().int().min(1) })),
      /** The window, ISO 8601; null for an attempt recorded alone by version 1 (its time is the event's). */
      from: z.string().nullable(),
      to: z.string().nullable(),
    }),
    upcast: (storedVersion: number, data: unknown) => {
      const old = data as { ip?: string | null; failures?: number; from?: string | null; to?: string | null };
      const failures = storedVersion === 1 ? 1 : (old.failures ?? 1);
      return {
        failures,
        addresses: old.ip ? 1 : 0,
        top: old.ip ? [{ ip: old.ip, failures }] : [],
        from: storedVersion === 1 ? null : (old.from ?? null),
        to: storedVersion === 1 ? null : (old.to ?? null),
      };
    },
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
