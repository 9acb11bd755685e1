import { LocationContentRecordSchema } from "@movebreak/shared/contracts/admin";
import type { z } from "zod";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { chunks, type Importer, locationIds } from "./importer";

type ContentRecord = z.infer<typeof LocationContentRecordSchema>;

const WORDS_PER_MINUTE = 200;

function readingTimeOf(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const contentImporter: Importer<ContentRecord> = {
  idField: "id",
  table: "locationContent",
  schema: LocationContentRecordSchema,
  idOf: (record) => record.id,
  prepare(record) {
    const bodyContent = sanitizeHtml(record.bodyContent);
    return { ...record, bodyContent, readingTime: record.readingTime || readingTimeOf(bodyContent) };
  },
  async existingIds(trx) {
    return new Set((await trx.selectFrom("locationContent").select("id").execute()).map((row) => row.id));
  },
  async problems(trx, records) {
    const locations = await locationIds(trx);
    const stored = await trx.selectFrom("locationContent").select(["id", "locationId"]).execute();
    // A location has one content record. A record that cannot be written keeps holding its stored
    // location, which can block another; so the check runs until no new problem appears.
    const problems = new Map<string, string>();
    for (let changed = true; changed; ) {
      changed = false;
      const writing = new Set(records.filter((r) => !problems.has(r.id)).map((r) => r.id));
      const holders = new Map(stored.filter((row) => !writing.has(row.id)).map((row) => [row.locationId, row.id]));
      for (const r of records) {
        if (problems.has(r.id)) continue;
        const holder = holders.get(r.locationId);
        const problem = !locations.has(r.locationId)
          ? `Location ${r.locationId} does not exist; import locations first`
          : holder && holder !== r.id
            ? `Location ${r.locationId} already has content ${holder}`
            : undefined;
        if (problem) {
          problems.set(r.id, problem);
          changed = true;
        } else holders.set(r.locationId, r.id);
      }
    }
    return problems;
  },
  async upsert(trx, records, now) {
    for (const batch of chunks(records, 100)) {
      await trx
        .insertInto("locationContent")
        .values(batch.map((r) => ({ ...r, createdAt: r.createdAt ?? now, updatedAt: r.updatedAt ?? now })))
        .onConflict((oc) =>
          oc.column("id").doUpdateSet((eb) => ({
            locationId: eb.ref("excluded.locationId"),
            displayTitle: eb.ref("excluded.displayTitle"),
            subtitle: eb.ref("excluded.subtitle"),
            description: eb.ref("excluded.description"),
            bodyContent: eb.ref("excluded.bodyContent"),
            readingTime: eb.ref("excluded.readingTime"),
            seoTitle: eb.ref("excluded.seoTitle"),
            seoDescription: eb.ref("excluded.seoDescription"),
            seoKeywords: eb.ref("excluded.seoKeywords"),
            ogImage: eb.ref("excluded.ogImage"),
            ogImageAlt: eb.ref("excluded.ogImageAlt"),
            thumbnailUrl: eb.ref("excluded.thumbnailUrl"),
            canonicalUrl: eb.ref("excluded.canonicalUrl"),
            createdAt: eb.ref("excluded.createdAt"),
            updatedAt: eb.ref("excluded.updatedAt"),
          })),
        )
        .execute();
    }
  },
};
