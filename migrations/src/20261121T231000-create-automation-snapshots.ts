import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // Every 1000th event of a stream: the folded state right after it, so a point-in-time read folds at most 999 events.
  await db.schema
    .createTable("automation_snapshots")
    .addColumn("stream_id", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("seq", "bigint", (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .addPrimaryKeyConstraint("automation_snapshots_pkey", ["stream_id", "version"])
    .execute();
  await db.schema
    .createIndex("automation_snapshots_seq_idx")
    .on("automation_snapshots")
    .columns(["stream_id", "seq"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("automation_snapshots").execute();
}
