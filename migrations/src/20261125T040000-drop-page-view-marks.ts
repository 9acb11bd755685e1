import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // Views are deduplicated in memory now (one per client address per hour) and written in batches:
  // an anonymous request never writes a row of its own, so the per-visitor marks go.
  await db.schema.dropTable("page_view_marks").ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_view_marks")
    .addColumn("page_id", "integer", (c) => c.notNull().references("landing_pages.id").onDelete("cascade"))
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("hour", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("page_view_marks_pkey", ["page_id", "visitor", "hour"])
    .execute();
}
