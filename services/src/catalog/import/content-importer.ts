import { LocationContentRecordSchema } from "@movebreak/shared/contracts/admin";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { defineImporter, locationIds } from "./importer";

const WORDS_PER_MINUTE = 200;

function readingTimeOf(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const contentImporter = defineImporter("locationContent", LocationContentRecordSchema, {
  prepare(record) {
    const bodyContent = sanitizeHtml(record.bodyContent);
    return { ...record, bodyContent, readingTime: record.readingTime || readingTimeOf(bodyContent) };
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
  toRow: (r, now) => ({ ...r, createdAt: r.createdAt ?? now, updatedAt: r.updatedAt ?? now }),
  updates: [
    "locationId",
    "displayTitle",
    "subtitle",
    "description",
    "bodyContent",
    "readingTime",
    "seoTitle",
    "seoDescription",
    "seoKeywords",
    "ogImage",
    "ogImageAlt",
    "thumbnailUrl",
    "canonicalUrl",
    "updatedAt",
  ],
  updatesWhenGiven: [{ column: "createdAt", given: (r) => r.createdAt !== undefined }],
  batchSize: 100,
});
