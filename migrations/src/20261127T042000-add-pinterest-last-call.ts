import { type Kysely, sql } from "kysely";

// Frozen in time: imports nothing from the app.
// Issue 31: the outcome of the last call to Pinterest with the stored tokens, kept on the connection row so the
// status card survives restarts and every instance shows the same: 'ok', 'refused' (Pinterest refused the
// access or refresh token: the account must be connected again) or 'failed' (no usable answer).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("pinterest_connections")
    .addColumn("last_call_at", "timestamptz")
    .addColumn("last_call_outcome", "text", (c) => c.check(sql`last_call_outcome in ('ok', 'refused', 'failed')`))
    .addColumn("last_call_error", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("pinterest_connections")
    .dropColumn("last_call_error")
    .dropColumn("last_call_outcome")
    .dropColumn("last_call_at")
    .execute();
}
