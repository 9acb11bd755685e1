import { LocationRecordSchema } from "@movebreak/shared/contracts/admin";
import { toSlug } from "@movebreak/shared/slug";
import { sql } from "kysely";
import type { z } from "zod";
import { defineImporter } from "./importer";

type LocationRecord = z.infer<typeof LocationRecordSchema>;

export const locationImporter = defineImporter("locations", LocationRecordSchema, {
  /** Each location is served at /movements/{slug of its title}: a title must give a slug, and no other's. */
  async problems(trx, records) {
    const slugs = [...new Set(records.map((r) => toSlug(r.title)))];
    const stored = await trx
      .selectFrom("locations")
      .select(["id", "slug"])
      .where(sql<boolean>`slug = any(${slugs}::text[])`)
      .execute();
    // A refused record keeps its stored address, which may be the one another record claimed: checked
    // again with the refused ones holding theirs, until no more is refused (so none is written twice).
    const problems = new Map<string, string>();
    for (let refused = -1; refused !== problems.size; ) {
      refused = problems.size;
      for (const [id, problem] of slugProblems(records, stored, problems)) {
        if (!problems.has(id)) problems.set(id, problem);
      }
    }
    return problems;
  },
  // The slug is written with the title, so a renamed location moves with it; workoutCount is derived from the
  // workouts, so it is not stored.
  toRow: (r, now) => ({ id: r.id, title: r.title, slug: toSlug(r.title), createdAt: r.createdAt ?? now }),
  updates: ["title", "slug"],
  updatesWhenGiven: [{ column: "createdAt", given: (r) => r.createdAt !== undefined }],
});

function slugProblems(
  records: LocationRecord[],
  stored: { id: string; slug: string }[],
  refused: ReadonlyMap<string, string>,
): Map<string, string> {
  const writing = new Set(records.filter((r) => !refused.has(r.id)).map((r) => r.id));
  const holders = new Map(stored.filter((row) => !writing.has(row.id)).map((row) => [row.slug, row.id]));
  const problems = new Map<string, string>();
  for (const r of records) {
    const slug = toSlug(r.title);
    const holder = holders.get(slug);
    if (!slug) problems.set(r.id, `The title "${r.title}" gives no address: use letters or digits`);
    else if (holder && holder !== r.id)
      problems.set(r.id, `Its address /movements/${slug} is already location ${holder}'s: choose another title`);
    else if (writing.has(r.id)) holders.set(slug, r.id);
  }
  return problems;
}
