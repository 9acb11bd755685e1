import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
// Every statement that appends events notifies the channel `automation_events` when its transaction commits
// (PostgreSQL delivers notifications at commit, once per distinct payload per transaction): each instance's
// live history streams wake on it, whichever instance or process wrote the events.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function automation_events_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('automation_events', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger automation_events_notify after insert on automation_events
    for each statement execute function automation_events_notify()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists automation_events_notify on automation_events`.execute(db);
  await sql`drop function if exists automation_events_notify()`.execute(db);
}
