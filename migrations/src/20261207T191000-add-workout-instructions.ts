import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
// How to do a workout's move (starting position, steps, dose, breathing, variations, cautions, the pain points it
// suits and must avoid, sources), as the catalog import format carries it: one JSON value, null for a workout
// imported without it. The seed's movement library fills it for the seeded workouts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("workouts").addColumn("instructions", "jsonb").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("workouts").dropColumn("instructions").execute();
}
