import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
// A workout's tags (body areas, postures, equipment), as the catalog import format carries them since issue 19:
// kept as one JSON value, null for a workout imported without them (its tags are then worked out from its title).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("workouts").addColumn("tags", "jsonb").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("workouts").dropColumn("tags").execute();
}
