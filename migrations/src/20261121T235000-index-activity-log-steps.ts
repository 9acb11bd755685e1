import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // StepCompleted and StepFailed update the activity log by run and step inside every command's transaction.
  await db.schema
    .createIndex("automation_activity_logs_run_step_idx")
    .on("automation_activity_logs")
    .columns(["run_id", "step_number"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("automation_activity_logs_run_step_idx").execute();
}
