import { WorkoutRecordSchema } from "@movebreak/shared/contracts/admin";
import { defineImporter, locationIds } from "./importer";

export const workoutImporter = defineImporter("workouts", WorkoutRecordSchema, {
  async problems(trx, records) {
    const locations = await locationIds(trx);
    const problems = new Map<string, string>();
    for (const r of records) {
      if (!locations.has(r.locationId))
        problems.set(r.id, `Location ${r.locationId} does not exist; import locations first`);
    }
    return problems;
  },
  toRow: (r, now) => ({ id: r.id, title: r.title, locationId: r.locationId, createdAt: now }),
  updates: ["title", "locationId"],
});
