import { WorkoutRecordSchema } from "@movebreak/shared/contracts/admin";
import type { z } from "zod";
import { chunks, type Importer, locationIds } from "./importer";

type WorkoutRecord = z.infer<typeof WorkoutRecordSchema>;

export const workoutImporter: Importer<WorkoutRecord> = {
  idField: "id",
  table: "workouts",
  schema: WorkoutRecordSchema,
  idOf: (record) => record.id,
  prepare: (record) => record,
  async existingIds(trx) {
    return new Set((await trx.selectFrom("workouts").select("id").execute()).map((row) => row.id));
  },
  async problems(trx, records) {
    const locations = await locationIds(trx);
    const problems = new Map<string, string>();
    for (const r of records) {
      if (!locations.has(r.locationId))
        problems.set(r.id, `Location ${r.locationId} does not exist; import locations first`);
    }
    return problems;
  },
  async upsert(trx, records, now) {
    for (const batch of chunks(records)) {
      await trx
        .insertInto("workouts")
        .values(batch.map((r) => ({ id: r.id, title: r.title, locationId: r.locationId, createdAt: now })))
        .onConflict((oc) =>
          oc
            .column("id")
            .doUpdateSet((eb) => ({ title: eb.ref("excluded.title"), locationId: eb.ref("excluded.locationId") })),
        )
        .execute();
    }
  },
};
