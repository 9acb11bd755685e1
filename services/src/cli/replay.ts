import { join } from "node:path";
import { rebuildProjections } from "../automation/replay";
import { loadConfig } from "../config";
import { createDatabase } from "../db/create-database";
import { migrateToLatest } from "../db/migrate";

/** `npm run replay`: rebuilds every automation projection from the event store. */
const config = loadConfig();
const database = await createDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: join(config.dataDir, "pglite") },
);
try {
  await migrateToLatest(database.db.withoutPlugins());
  const { events, durationMs } = await rebuildProjections(database.db, {
    separateReadConnection: database.kind === "postgres",
  });
  const rate = durationMs > 0 ? Math.round((events / durationMs) * 1000) : events;
  console.log(`Rebuilt the automation projections from ${events} events in ${durationMs} ms (${rate} events/s)`);
} finally {
  await database.close();
}
