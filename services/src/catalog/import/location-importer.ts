import { LocationRecordSchema } from "@movebreak/shared/contracts/admin";
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
