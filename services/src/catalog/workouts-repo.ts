import type { WorkoutRecord } from "@movebreak/shared/contracts/admin";
import type { Workout } from "@movebreak/shared/contracts/catalog";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export async function listWorkouts(db: Kysely<Database>, locationId?: string): Promise<Workout[]> {
  let query = db.selectFrom("workouts").select(["id", "title", "locationId"]).orderBy("id");
  if (locationId !== undefined) query = query.where("locationId", "=", locationId);
  return query.execute();
}

export async function findWorkoutsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<Workout[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom("workouts")
    .select(["id", "title", "locationId"])
    .where("id", "in", [...ids])
    .execute();
}

/**
 * Every workout with the tags it was imported with and its createdAt (the export format, which an import
 * takes back unchanged; the page generator reads these too).
 */
export async function listWorkoutRecords(db: Kysely<Database>): Promise<WorkoutRecord[]> {
  const rows = await db
    .selectFrom("workouts")
    .select(["id", "title", "locationId", "tags", "createdAt"])
    .orderBy("id")
    .execute();
  return rows.map(({ tags, createdAt, ...workout }) => ({
    ...workout,
    ...(tags ?? {}),
    createdAt: createdAt.toISOString(),
  }));
}
