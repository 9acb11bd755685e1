import { SharedRoutineRecordSchema } from "@movebreak/shared/contracts/admin";
import type { z } from "zod";
import { chunks, type Importer, locationIds } from "./importer";

type SharedRoutineRecord = z.infer<typeof SharedRoutineRecordSchema>;

export const sharedRoutineImporter: Importer<SharedRoutineRecord> = {
  idField: "key",
  schema: SharedRoutineRecordSchema,
  idOf: (record) => record.key,
  prepare: (record) => record,
  async existingIds(trx) {
    return new Set((await trx.selectFrom("sharedRoutines").select("key").execute()).map((row) => row.key));
  },
  async problems(trx, records) {
    const locations = await locationIds(trx);
    const workouts = await trx.selectFrom("workouts").select(["id", "locationId"]).execute();
    const workoutLocation = new Map(workouts.map((w) => [w.id, w.locationId]));
    const problems = new Map<string, string>();
    for (const r of records) {
      const stray = r.workoutIds.find((id) => workoutLocation.get(id) !== r.locationId);
      if (!locations.has(r.locationId))
        problems.set(r.key, `Location ${r.locationId} does not exist; import locations first`);
      else if (stray) problems.set(r.key, `Workout ${stray} is not an exercise of location ${r.locationId}`);
    }
    return problems;
  },
  async upsert(trx, records) {
    for (const batch of chunks(records)) {
      await trx
        .insertInto("sharedRoutines")
        .values(
          batch.map((r) => ({
            key: r.key,
            packTitle: r.pack_title,
            packDescription: r.pack_description,
            locationId: r.locationId,
            workoutIds: JSON.stringify(r.workoutIds),
            opens: r.opens,
          })),
        )
        .onConflict((oc) =>
          oc.column("key").doUpdateSet((eb) => ({
            packTitle: eb.ref("excluded.packTitle"),
            packDescription: eb.ref("excluded.packDescription"),
            locationId: eb.ref("excluded.locationId"),
            workoutIds: eb.ref("excluded.workoutIds"),
          })),
        )
        .execute();
    }
  },
};
