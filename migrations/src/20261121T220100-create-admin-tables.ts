import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("admin_sessions")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("admin_sessions_expires_at_idx").on("admin_sessions").column("expires_at").execute();

  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("reset_at", "timestamptz", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("seed_history")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("applied_at", "timestamptz", (c) => c.notNull())
    .addColumn("summary", "jsonb", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["seed_history", "rate_limit_hits", "admin_sessions"]) {
    await db.schema.dropTable(table).execute();
  }
}
