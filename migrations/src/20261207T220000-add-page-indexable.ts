import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
// Whether a landing page belongs in search (the sitemap, no robots noindex). The automation now writes one page
// per pain point and place (plus a hub); pages it generated before, one per pain point x place x audience x
// angle, only swapped words between them, so they leave the sitemap and wait for an operator's review. Pages made
// by hand (model version "manual" or none) stay indexable. Nothing is deleted.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("landing_pages")
    .addColumn("indexable", "boolean", (col) => col.notNull().defaultTo(true))
    .execute();
  await sql`update landing_pages set indexable = false where ai_model_version not in ('', 'manual')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landing_pages").dropColumn("indexable").execute();
}
