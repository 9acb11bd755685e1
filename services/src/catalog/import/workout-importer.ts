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
  toRow: (r, now) => ({
    id: r.id,
    title: r.title,
    locationId: r.locationId,
    // Kept only when all three are given; a workout without them has its tags worked out from its title.
    tags:
      r.bodyAreas && r.postures && r.equipment
        ? { bodyAreas: r.bodyAreas, postures: r.postures, equipment: r.equipment }
        : null,
    instructions: r.instructions ?? null,
    // An export's date comes back as it was; a file without one dates a new workout now.
    createdAt: r.createdAt ?? now,
  }),
  updates: ["title", "locationId", "tags"],
  // A file made before instructions (an old export) updates a workout without wiping how to do it.
  updatesWhenGiven: [
    { column: "createdAt", given: (r) => r.createdAt !== undefined },
    { column: "instructions", given: (r) => r.instructions !== undefined },
  ],
});
