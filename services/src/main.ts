import type { Server } from "node:http";
import type { Express } from "express";
import type { DestinationStream } from "pino";
import type { Automation } from "./automation/module";
import type { WorkflowSteps } from "./automation/workflow-steps";
import { type Config, ConfigError, loadConfig } from "./config";
import type { DatabaseHandle } from "./db/create-database";
import type { JobQueue } from "./jobs/job-queue";
import { type Clock, systemClock } from "./lib/clock";
import { createLogger } from "./lib/logger";
import type { GenerationQueue } from "./pages/generation-queue/module";
import type { SocialContentMaker } from "./pages/social-content";
import { buildModules } from "./start/build-modules";
import { buildInfrastructure } from "./start/infrastructure";
import { listen } from "./start/listen";
import { migrateAndSeed } from "./start/migrate-and-seed";
import { openDatabase } from "./start/open-database";
import { boundedStop, STOP_GRACE_MS } from "./start/stop";

export interface StartOptions {
  config?: Config;
  /** Tests pass their own database (already migrated or not); otherwise it follows the config. */
  database?: DatabaseHandle;
  clock?: Clock;
  /** The 8 workflow steps (tests inject fakes). */
  steps?: WorkflowSteps;
  socialContent?: SocialContentMaker;
  /** Where the log lines go (default stdout); tests capture them to look for secrets. */
  logDestination?: DestinationStream;
}

export interface RunningApp {
  url: string;
  server: Server;
  /** The Express app the server runs (its routers are listed by http/route-inventory.ts). */
  expressApp: Express;
  config: Config;
  database: DatabaseHandle;
  automation: Automation;
  /** The "Add to Queue" generation (its bus publishes each job event once it has committed). */
  generation: GenerationQueue;
  queue: JobQueue;
  /**
   * Writes the page views, routine opens and reach hits counted in memory now (otherwise they are written on a
   * timer): a test flushes, then reads the stored figure, instead of sleeping past the timer.
   */
  flushCounters(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Composition root, in named phases (start/): open the database, migrate and seed, build what the domains share,
 * build each domain's module, listen, start the workers; stop() undoes them in reverse, bounded.
 */
export async function start(options: StartOptions = {}): Promise<RunningApp> {
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.logLevel, options.logDestination);
  const opened = await openDatabase(config, logger, options.database);
  const context = { config, clock, logger, database: opened.database, backgroundFailed: opened.backgroundFailed };
  await migrateAndSeed(context);
  const infrastructure = await buildInfrastructure(context);
  const modules = await buildModules(context, infrastructure, options);
  const listening = await listen(context, infrastructure, modules);
  const { expressApp, server, url } = listening;
  // Phase 6: the workers take jobs only once the server answers.
  await modules.automation.startWorkers();
  await modules.generation.startWorkers();
  return {
    url,
    server,
    expressApp,
    config,
    database: opened.database,
    automation: modules.automation,
    generation: modules.generation,
    queue: infrastructure.queue,
    async flushCounters() {
      const { pageViews, routineOpens } = infrastructure.counters;
      await Promise.all([
        pageViews.flush(),
        routineOpens.flush(),
        modules.reachCounter.flush(),
        modules.pageCounter.flush(),
      ]);
    },
    stop: boundedStop(opened, infrastructure, modules, listening, config.stopDrainMs),
  };
}

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
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      console.log(`${signal} received: finishing open requests, then closing the database`);
      // The grace covers the requests and the run step in flight (side by side); then the queue and the database close.
      const timer = setTimeout(() => process.exit(1), config.stopDrainMs + STOP_GRACE_MS + 5_000);
      timer.unref();
      app.stop().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href;
if (invokedDirectly) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
