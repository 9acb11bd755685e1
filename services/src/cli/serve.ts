import { type Config, ConfigError, loadConfig } from "../config";
import { start } from "../main";
import { STOP_GRACE_MS, stopOnSignals } from "../start/stop";

/**
 * `npm start` (built to dist/main.js): the server from the command line, with its config from the environment,
 * until SIGTERM or SIGINT. start() itself (main.ts) runs nothing on import: the tests and the fault drills'
 * server (which bundles it) start it their own way.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = performance.now();
  const app = await start({ config });
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const database = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${config.dataDir}`;
  console.log(`\nMovebreak is running at ${app.url} (ready in ${seconds}s, database: ${database})`);
  console.log(`Admin area: ${app.url}/admin`);
  if (config.adminTokenGenerated) {
    console.log(`Admin token (generated for this run; set ADMIN_TOKEN to choose one): ${config.adminToken}\n`);
  }
  // The bound covers the requests and the run step in flight (side by side); then the queue and the database close.
  stopOnSignals(app, config.stopDrainMs + STOP_GRACE_MS + 5_000, (signal) =>
    console.log(`${signal} received: finishing open requests, then closing the database`),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
