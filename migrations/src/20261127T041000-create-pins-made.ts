import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
// Issue 31, item 1: a pin is an effect outside the database, so it carries an idempotency key: the page's
// address. A retried publish (a generation job resumed after its worker died) finds the pin the first
// attempt made here, instead of pinning the page twice. run_key names the run or job that made it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pins_made")
    .addColumn("link", "text", (col) => col.primaryKey())
    .addColumn("pin_id", "text", (col) => col.notNull())
    .addColumn("board_id", "text", (col) => col.notNull())
    .addColumn("board_name", "text", (col) => col.notNull())
    .addColumn("run_key", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pins_made").execute();
}
