import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("automation_events")
    .addColumn("seq", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("stream_id", "text", (c) => c.notNull())
    .addColumn("stream_version", "integer", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("meta", "jsonb", (c) => c.notNull())
    .addColumn("occurred_at", "timestamptz", (c) => c.notNull())
    // Readers that follow the table live only take events whose transaction is older than every open one.
    .addColumn("transaction_id", sql`xid8`, (c) => c.notNull().defaultTo(sql`pg_current_xact_id()`))
    .addUniqueConstraint("automation_events_stream_version_key", ["stream_id", "stream_version"])
    .execute();
  await db.schema.createIndex("automation_events_type_idx").on("automation_events").columns(["type", "seq"]).execute();
  await sql`create index automation_events_run_idx on automation_events ((data->>'runId'), seq)`.execute(db);
  await db.schema
    .createIndex("automation_events_occurred_at_idx")
    .on("automation_events")
    .column("occurred_at")
    .execute();

  await db.schema
    .createTable("automation_state")
    .addColumn("stream_id", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("last_seq", "bigint", (c) => c.notNull())
    .addColumn("snapshot", "jsonb", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("automation_activity_logs")
    .addColumn("id", "bigint", (c) => c.primaryKey())
    .addColumn("run_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("step", "text", (c) => c.notNull())
    .addColumn("step_number", "integer", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("execution_time_ms", "integer")
    .addColumn("landing_page_id", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("automation_console")
    .addColumn("id", "bigint", (c) => c.primaryKey())
    .addColumn("timestamp", "timestamptz", (c) => c.notNull())
    .addColumn("level", "text", (c) => c.notNull())
    .addColumn("step", "text")
    .addColumn("step_number", "integer")
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("execution_time", "integer")
    .addColumn("run_id", "text")
    .execute();

  await db.schema
    .createTable("automation_runs")
    .addColumn("run_id", "text", (c) => c.primaryKey())
    .addColumn("started_seq", "bigint", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("ended_at", "timestamptz")
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("execution_ms", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("landing_page_id", "integer")
    .addColumn("failed_step", "text")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("automation_runs_started_at_idx").on("automation_runs").column("started_at").execute();

  await db.schema
    .createTable("automation_step_timings")
    .addColumn("run_id", "text", (c) => c.notNull())
    .addColumn("step_number", "integer", (c) => c.notNull())
    .addColumn("step", "text", (c) => c.notNull())
    .addColumn("started_at", "timestamptz", (c) => c.notNull())
    .addColumn("duration_ms", "integer")
    .addColumn("outcome", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("automation_step_timings_pkey", ["run_id", "step_number"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "automation_step_timings",
    "automation_runs",
    "automation_console",
    "automation_activity_logs",
    "automation_state",
    "automation_events",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
