import { loadConfig } from "../config";
import { configuredTarget, createDatabase, type DatabaseHandle } from "../db/create-database";
import { migrateToLatest } from "../db/migrate";

type Migration = Awaited<ReturnType<typeof migrateToLatest>>;

/** Runs a one-off command on the configured database, brought up to date first, and closes it after. */
export async function withDatabase<T>(
  work: (database: DatabaseHandle, migration: Migration) => Promise<T>,
): Promise<T> {
  const database = await createDatabase(configuredTarget(loadConfig()));
  try {
    return await work(database, await migrateToLatest(database.db.withoutPlugins()));
  } finally {
    await database.close();
  }
}
