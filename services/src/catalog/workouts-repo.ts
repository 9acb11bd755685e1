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
