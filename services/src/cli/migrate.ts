import { join } from "node:path";
import { loadConfig } from "../config";
import { createDatabase } from "../db/create-database";
import { migrateToLatest } from "../db/migrate";

/** `npm run migrate`: brings the configured database up to date and lists what ran. */
const config = loadConfig();
const database = await createDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: join(config.dataDir, "pglite") },
);
try {
  const result = await migrateToLatest(database.db.withoutPlugins());
  const ran = result.results ?? [];
  console.log(
    ran.length === 0 ? "Database already up to date" : ran.map((r) => `${r.status}: ${r.migrationName}`).join("\n"),
  );
} finally {
  await database.close();
}
