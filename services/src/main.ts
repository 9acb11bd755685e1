import type { Server } from "node:http";
import type { Express } from "express";
import type { DestinationStream } from "pino";
import type { Automation } from "./automation/module";
import type { WorkflowSteps } from "./automation/workflow-steps";
import { type Config, loadConfig } from "./config";
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
import { boundedStop } from "./start/stop";

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
