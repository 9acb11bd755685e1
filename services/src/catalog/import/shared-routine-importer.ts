import { SharedRoutineRecordSchema } from "@movebreak/shared/contracts/admin";
import { defineImporter, locationIds } from "./importer";

export const sharedRoutineImporter = defineImporter("sharedRoutines", SharedRoutineRecordSchema, {
  idField: "key",
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
  toRow: (r) => ({
    key: r.key,
    packTitle: r.pack_title,
    packDescription: r.pack_description,
    locationId: r.locationId,
    workoutIds: JSON.stringify(r.workoutIds),
    opens: r.opens,
  }),
  // A re-import keeps the routine's open count.
  updates: ["packTitle", "packDescription", "locationId", "workoutIds"],
});
