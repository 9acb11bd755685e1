import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
// Issue 33, item 5: a session says when it was last used, and from where (the address truncated to its
// /24 or /48 network, the browser as a short label, never the whole User-Agent), so the operator can
// see a session that is not theirs and end it. Sessions from before are taken as last used when made.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("admin_sessions")
    .addColumn("last_used_at", "timestamptz")
    .addColumn("address", "text")
    .addColumn("browser", "text")
    .execute();
  await db.updateTable("admin_sessions").set({ last_used_at: sql`created_at` }).execute();
  await db.schema
    .alterTable("admin_sessions")
    .alterColumn("last_used_at", (column) => column.setNotNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("admin_sessions")
    .dropColumn("browser")
    .dropColumn("address")
    .dropColumn("last_used_at")
    .execute();
}
