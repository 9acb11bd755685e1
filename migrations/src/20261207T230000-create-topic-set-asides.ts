import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
// Topics whose drafts failed the editor gate after every revision: step 1 passes over them for a while, so the
// next run writes another topic instead of failing on the same one. Advisory (an upsert by slug, safe to repeat).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("topic_set_asides")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("set_aside_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("topic_set_asides").execute();
}
