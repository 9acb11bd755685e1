import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
// Page analytics' beacons without a page-load token that checks (made by hand, or from a page loaded too long
// ago) are counted apart from views and store clicks, on the same day and page row. Rows written before this
// have none: their views and clicks were counted before any token existed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("page_analytics")
    .addColumn("unverified_views", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("page_analytics")
    .addColumn("unverified_cta_clicks", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table page_analytics drop column unverified_views, drop column unverified_cta_clicks`.execute(db);
}
