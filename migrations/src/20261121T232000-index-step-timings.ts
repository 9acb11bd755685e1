import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // The analysts' step-duration percentiles read completed timings by time range.
  await sql`create index automation_step_timings_completed_started_at_idx
    on automation_step_timings (started_at) include (step_number, duration_ms)
    where outcome = 'completed'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index automation_step_timings_completed_started_at_idx`.execute(db);
}
