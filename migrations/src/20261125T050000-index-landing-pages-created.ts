import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // The admin list pages through landing pages newest first by keyset, (created_at, id) < (cursor):
  // read backwards, this index serves each page without sorting the table.
  await db.schema
    .createIndex("landing_pages_created_at_id_idx")
    .on("landing_pages")
    .columns(["created_at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("landing_pages_created_at_id_idx").execute();
}
