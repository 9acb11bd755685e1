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

/** Every workout with the tags it was imported with (the export format and the page generator read these). */
export async function listWorkoutRecords(db: Kysely<Database>): Promise<Workout[]> {
  const rows = await db.selectFrom("workouts").select(["id", "title", "locationId", "tags"]).orderBy("id").execute();
  return rows.map(({ tags, ...workout }) => (tags ? { ...workout, ...tags } : workout));
}
