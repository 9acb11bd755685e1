import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
// Issue 31, item 3: a run (automation run or generation job) is held by the instance working on it, which
// renews its lease every few seconds; another instance that finds a lease gone stale aborts the run.
// A lease is working state, not history: the events stay the truth, and a missing lease row counts as
// held since the run began.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("run_leases")
    .addColumn("run_id", "text", (col) => col.primaryKey())
    .addColumn("owner", "text", (col) => col.notNull())
    .addColumn("heartbeat_at", "timestamptz", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("run_leases").execute();
}
