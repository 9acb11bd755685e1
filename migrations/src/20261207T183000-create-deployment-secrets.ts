import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
// The deployment's own random secrets, from which every server-made signature is keyed (a frame page's host
// proof, a page load's token): made once, shared by every instance through the database, never derived from a
// credential a person types. A rotation adds a row that starts signing later (`signs_from`) and gives the
// previous ones a `retire_at`, so every instance knows the new secret before anything is signed with it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("deployment_secrets")
    .addColumn("id", "serial", (column) => column.primaryKey())
    .addColumn("secret", "bytea", (column) => column.notNull())
    .addColumn("created_at", "timestamptz", (column) => column.notNull())
    .addColumn("signs_from", "timestamptz", (column) => column.notNull())
    .addColumn("retire_at", "timestamptz")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("deployment_secrets").execute();
}
