import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // A catalog import never deletes shared routines: a routine whose location is gone stays (and answers 404
  // until its location and exercises are back), so it can never be lost by a cascade.
  await sql`alter table shared_routines drop constraint if exists shared_routines_location_id_fkey`.execute(db);

  // One content record per location, checked at commit: an import or a restore that moves content between
  // locations (c1 takes a location c3 leaves in the same statement) must not fail on the order of its rows.
  await sql`alter table location_content drop constraint location_content_location_id_key`.execute(db);
  await sql`alter table location_content add constraint location_content_location_id_key
    unique (location_id) deferrable initially deferred`.execute(db);

  // Every admin import and restore: who, when, what, and the rows it changed or deleted as they were before.
  await db.schema
    .createTable("data_imports")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("request_id", "text")
    .addColumn("file_name", "text")
    .addColumn("file_hash", "text")
    .addColumn("changes", "jsonb", (c) => c.notNull())
    .addColumn("imported", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("skipped", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("errors", "integer", (c) => c.notNull().defaultTo(0))
    // { table: [{ key, before: row | null }] }: null for a row the import added.
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addColumn("restores_import_id", "integer", (c) => c.references("data_imports.id"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("data_imports_restores_import_id_idx")
    .on("data_imports")
    .column("restores_import_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("data_imports").execute();
  await sql`alter table location_content drop constraint location_content_location_id_key`.execute(db);
  await sql`alter table location_content add constraint location_content_location_id_key unique (location_id)`.execute(
    db,
  );
  await sql`alter table shared_routines add constraint shared_routines_location_id_fkey
    foreign key (location_id) references locations (id) on delete cascade not valid`.execute(db);
}
