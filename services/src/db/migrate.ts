import { migrations } from "@movebreak/migrations/index";
import { type Kysely, type MigrationResultSet, Migrator } from "kysely";

/** Brings the schema up to date; throws with the failing migration's name. */
// Migrations see the database untyped (they are frozen in time), as kysely's Migrator expects.
// biome-ignore lint/suspicious/noExplicitAny: see above
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
