import { migrations } from "@movebreak/migrations/index";
import { type Kysely, type MigrationResultSet, Migrator } from "kysely";

/** unique_violation (on pg_type/pg_namespace), duplicate_table, duplicate_object. */
const RACE_CODES = new Set(["23505", "42P07", "42710"]);

/** Brings the schema up to date; throws with the failing migration's name. */
// Migrations see the database untyped (they are frozen in time), as kysely's Migrator expects.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  let result = await migrator.migrateToLatest();
  // Two processes starting on a fresh database can race to create kysely's own bookkeeping tables;
  // the loser tries again (the migrations themselves run under kysely's lock).
  for (
    let attempt = 1;
    result.error && RACE_CODES.has((result.error as { code?: string }).code ?? "") && attempt < 5;
    attempt += 1
  ) {
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    result = await migrator.migrateToLatest();
  }
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
