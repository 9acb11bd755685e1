import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
// Who was counted for a page's view or store click on a day, across every instance: one row per (day, path,
// event, reader), where reader is a hash of the client address salted with the day's salt (no address is
// stored). A batch of counts inserts its readers with ON CONFLICT DO NOTHING and counts only the rows it
// inserted, so a reader whose requests two instances answered counts once. The day's salt is random, made by
// whichever instance needs it first (every instance reads the same one), and is deleted with the day's readers
// (rows older than yesterday): then nobody can tell which address a deleted reader was.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("page_readers")
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("path", "text", (col) => col.notNull())
    .addColumn("event", "text", (col) => col.notNull())
    .addColumn("reader", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("page_readers_pkey", ["day", "path", "event", "reader"])
    .execute();
  await db.schema
    .createTable("page_reader_salts")
    .addColumn("day", "date", (col) => col.primaryKey())
    .addColumn("salt", "bytea", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_reader_salts").execute();
  await db.schema.dropTable("page_readers").execute();
}
