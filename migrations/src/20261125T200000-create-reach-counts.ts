import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
// Reach (issue 22, item 5): one counter row per UTC day, embedding host, location (or `shared:<key>`) and kind
// (script_load, script_play, iframe_load, iframe_play, try_open). The server adds to it in batches
// (ON CONFLICT ... DO UPDATE), so a beacon never writes a row of its own.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("reach_counts")
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("host", "text", (col) => col.notNull())
    .addColumn("location", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("reach_counts_pkey", ["day", "host", "location", "kind"])
    .addCheckConstraint(
      "reach_counts_kind_check",
      sql`kind in ('script_load', 'script_play', 'iframe_load', 'iframe_play', 'try_open')`,
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("reach_counts").execute();
}
