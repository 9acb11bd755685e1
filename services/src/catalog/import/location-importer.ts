import { LocationRecordSchema } from "@movebreak/shared/contracts/admin";
import { toSlug } from "@movebreak/shared/slug";
import type { z } from "zod";
import { chunks, type Importer, locationIds } from "./importer";

type LocationRecord = z.infer<typeof LocationRecordSchema>;

export const locationImporter: Importer<LocationRecord> = {
  idField: "id",
  table: "locations",
  schema: LocationRecordSchema,
  idOf: (record) => record.id,
  prepare: (record) => record,
  existingIds: locationIds,
  /** Each location is served at /movements/{slug of its title}: a title must give a slug, and no other's. */
  async problems(trx, records) {
    const writing = new Set(records.map((r) => r.id));
    const stored = await trx.selectFrom("locations").select(["id", "title"]).execute();
    const holders = new Map(stored.filter((row) => !writing.has(row.id)).map((row) => [toSlug(row.title), row.id]));
    const problems = new Map<string, string>();
    for (const r of records) {
      const slug = toSlug(r.title);
      const holder = holders.get(slug);
      if (!slug) problems.set(r.id, `The title "${r.title}" gives no address: use letters or digits`);
      else if (holder && holder !== r.id)
        problems.set(r.id, `Its address /movements/${slug} is already location ${holder}'s: choose another title`);
      else holders.set(slug, r.id);
    }
    return problems;
  },
  async upsert(trx, records, now) {
    // workoutCount is derived from the workouts, so it is not stored.
    for (const batch of chunks(records)) {
      await trx
        .insertInto("locations")
        .values(batch.map((r) => ({ id: r.id, title: r.title, createdAt: r.createdAt ?? now })))
        .onConflict((oc) =>
          oc
            .column("id")
            .doUpdateSet((eb) => ({ title: eb.ref("excluded.title"), createdAt: eb.ref("excluded.createdAt") })),
        )
        .execute();
    }
  },
};
