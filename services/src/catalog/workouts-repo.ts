import type { WorkoutRecord } from "@movebreak/shared/contracts/admin";
import type { Workout } from "@movebreak/shared/contracts/catalog";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** A stored workout as the public reads give it: its instructions only when it has them. */
const withInstructions = ({
  instructions,
  ...workout
}: Omit<Workout, "instructions"> & { instructions: Workout["instructions"] | null }): Workout =>
  instructions ? { ...workout, instructions } : workout;

export async function listWorkouts(db: Kysely<Database>, locationId?: string): Promise<Workout[]> {
  let query = db.selectFrom("workouts").select(["id", "title", "locationId", "instructions"]).orderBy("id");
  if (locationId !== undefined) query = query.where("locationId", "=", locationId);
  return (await query.execute()).map(withInstructions);
}

export async function findWorkoutsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Workout[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("workouts")
    .select(["id", "title", "locationId", "instructions"])
    .where("id", "in", [...ids])
    .execute();
  return rows.map(withInstructions);
}

/**
 * Every workout with the tags it was imported with and its createdAt (the export format, which an import
 * takes back unchanged; the page generator reads these too).
 */
export async function listWorkoutRecords(db: Kysely<Database>): Promise<WorkoutRecord[]> {
  const rows = await db
    .selectFrom("workouts")
    .select(["id", "title", "locationId", "tags", "instructions", "createdAt"])
    .orderBy("id")
    .execute();
  return rows.map(({ tags, instructions, createdAt, ...workout }) => ({
    ...workout,
    ...(tags ?? {}),
    ...(instructions ? { instructions } : {}),
    createdAt: createdAt.toISOString(),
  }));
}
