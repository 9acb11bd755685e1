import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
// Page analytics (issue 35): one counter row per UTC day and public page path, with the page's views and its
// clicks on a store link. The server adds to it in batches (ON CONFLICT ... DO UPDATE), so a beacon never writes
// a row of its own. A landing page's row is joined to the page by its path ('/pages/' || landing_pages.slug).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_analytics")
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("views", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("cta_clicks", "integer", (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("page_analytics_pkey", ["day", "path"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_analytics").execute();
}
