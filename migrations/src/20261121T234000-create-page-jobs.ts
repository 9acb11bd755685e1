import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // Projection of the page-job:<id> streams: one row per queued generation job.
  await db.schema
    .createTable("page_jobs")
    .addColumn("job_id", "text", (c) => c.primaryKey())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("current_step", "text")
    .addColumn("landing_page_id", "integer")
    .addColumn("slug", "text")
    .addColumn("error", "text")
    .addColumn("queued_at", "timestamptz", (c) => c.notNull())
    .addColumn("started_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    .execute();
  await db.schema.createIndex("page_jobs_status_idx").on("page_jobs").columns(["status", "queued_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("page_jobs").execute();
}
