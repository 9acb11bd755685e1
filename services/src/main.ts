import type { Server } from "node:http";
import { join } from "node:path";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import type { Express } from "express";
import type { DestinationStream } from "pino";
import { loginAttempts, sweepLoginWindows } from "./admin/login-attempts";
import { createDataTransfer } from "./admin/module";
import { sessionStore } from "./admin/session-store";
import { type Automation, createAutomation } from "./automation/module";
import { withSlowStep } from "./automation/testing/slow-step";
import type { WorkflowSteps } from "./automation/workflow-steps";
import { inProcessReads } from "./catalog/in-process-reads";
import { createCatalog } from "./catalog/module";
import { publicReads } from "./catalog/public-reads";
import { seedCatalog } from "./catalog/seed-catalog";
import { type Config, ConfigError, loadConfig } from "./config";
import { addCounts } from "./db/add-counts";
import { configuredTarget, createDatabase, type DatabaseHandle } from "./db/create-database";
import { migrateToLatest } from "./db/migrate";
import { createEmbed } from "./embed/module";
import { appendSignal } from "./event-store/append-signal";
import { createPublicContentCache } from "./http/cache/public-content-cache";
import { answerClientErrors } from "./http/client-errors";
import { createApp } from "./http/create-app";
import { createJobQueue, type JobQueue } from "./jobs/job-queue";
import { type Clock, systemClock } from "./lib/clock";
import { createLogger } from "./lib/logger";
import { visitCounter } from "./lib/visit-counter";
import { createOpenApi } from "./openapi/module";
import { llmGenerator } from "./pages/generation/llm-generator";
import { templateGenerator } from "./pages/generation/template-generator";
import { createGenerationQueue, type GenerationQueue } from "./pages/generation-queue/module";
import { createPages } from "./pages/module";
import type { SocialContentMaker } from "./pages/social-content";
import { posterSocialContent } from "./pages/social-posters";
import { landingPageSteps } from "./pages/workflow/landing-page-steps";
import { lazyTopicMatrix } from "./pages/workflow/lazy-topic-matrix";
import { developmentTokenKey } from "./pinterest/development-key";
import { createPinterest } from "./pinterest/module";
import { createReach } from "./reach/module";
import { createShareImages } from "./share-images/module";
import { createCpuPool } from "./workers/cpu-pool";

/** How long stop() lets requests and the current automation step finish before cutting them off. */
const STOP_GRACE_MS = 10_000;

/** The longest one rendering or comparison may take in the CPU pool. */
const CPU_TASK_TIMEOUT_MS = 60_000;

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
  stop(): Promise<void>;
}

/** Composition root: config -> database -> migrations -> seed -> http -> listen. */
export async function start(options: StartOptions = {}): Promise<RunningApp> {
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;
  const logger = createLogger(config.logLevel, options.logDestination);
  const database = options.database ?? (await createDatabase(configuredTarget(config)));
  const ownsDatabase = !options.database;
  // An outage is logged once when it starts and once when it ends; what fails meanwhile (requests answer 503,
  // the queue's polls, the counters' writes) reports to the health instead of logging a stack each.
  const stopLoggingHealth = database.health.onChange((change) => {
    if (change.state === "unavailable") {
      logger.error({ err: change.error }, "database unavailable: requests answer 503 until it is back");
    } else logger.warn({ downMs: change.downMs }, "database available again");
  });
  const backgroundFailed = (what: string, level: "warn" | "error") => (err: unknown) => {
    if (!database.health.failed(err)) logger[level]({ err }, what);
  };

  await migrateToLatest(database.db.withoutPlugins());
  if (config.seedOnStart) {
    const report = await seedCatalog(database.db, join(config.repoRoot, "ops/seed"), clock());
    logger.info(
      {
        seed: report.map(({ kind, result }) => ({ kind, imported: typeof result === "string" ? 0 : result.imported })),
      },
      "seed checked",
    );
  }

  const queue = await createJobQueue(database, {
    superviseIntervalSeconds: config.queueSuperviseSeconds,
    monitorIntervalSeconds: config.queueSuperviseSeconds,
    queueCacheIntervalSeconds: config.queueSuperviseSeconds,
    onError: backgroundFailed("job queue error", "error"),
  });
  // Development: without PINTEREST_TOKEN_KEY a key is made once and kept in the data folder (never in production).
  const pinterestConfig =
    config.pinterest.tokenKey || config.env !== "development"
      ? config.pinterest
      : { ...config.pinterest, tokenKey: developmentTokenKey(config.dataDir) };
  const pinterest = createPinterest({ db: database.db, clock, config: pinterestConfig });
  const publicCache = createPublicContentCache();
  // Imports, restores, page edits and published pages change what the public reads show: each empties the
  // caches once it has committed.
  const publicContentChanged = () => publicCache.invalidate();
  const countingFailed = (what: string) => backgroundFailed(`${what} not written yet`, "warn");
  const counters = {
    pageViews: visitCounter<string>({
      clock,
      write: addCounts(database.db, { table: "landing_pages", keyColumn: "slug", counter: "page_views" }),
      onError: countingFailed("page views"),
    }),
    routineOpens: visitCounter<string>({
      clock,
      write: addCounts(database.db, { table: "shared_routines", keyColumn: "key", counter: "opens" }),
      onError: countingFailed("routine opens"),
    }),
  };
  const cpu = createCpuPool({
    ...(config.cpuWorkers ? { size: config.cpuWorkers } : {}),
    timeoutMs: Math.min(config.automation.stepTimeoutMs, CPU_TASK_TIMEOUT_MS),
  });
  const steps =
    options.steps ??
    landingPageSteps({
      db: database.db,
      matrix: lazyTopicMatrix(join(config.repoRoot, "ops/seed/topic-matrix.json")),
      generator: config.llm ? llmGenerator(config.llm) : templateGenerator(),
      siteUrl: config.siteUrl,
      clock,
      cpu,
      ...(pinterest.pins ? { pins: pinterest.pins } : {}),
      publicContentChanged,
    });
  const appended = await appendSignal(database);
  const automation = createAutomation({
    db: database.db,
    appended,
    queue,
    clock,
    logger,
    steps: config.automation.slowStep ? withSlowStep(steps, config.automation.slowStep) : steps,
    options: config.automation,
    separateReadConnection: database.kind === "postgres",
  });

  const generation = createGenerationQueue({
    db: database.db,
    queue,
    clock,
    logger,
    steps,
    stepTimeoutMs: config.automation.stepTimeoutMs,
    heartbeatSeconds: config.automation.heartbeatSeconds,
    lease: config.automation.lease,
  });

  const publicConfig: PublicConfig = {
    siteUrl: config.siteUrl,
    storeUrl: config.storeUrl,
    supportEmail: config.supportEmail,
    knowledgeBaseUrl: config.knowledgeBaseUrl,
    companyName: config.companyName,
    mediaBaseUrl: config.mediaBaseUrl,
    ...(config.intercomAppId ? { intercomAppId: config.intercomAppId } : {}),
    ...(config.gaMeasurementId ? { gaMeasurementId: config.gaMeasurementId } : {}),
  };
  const defaultSocialImage = `${config.siteUrl}/og-image.png`;
  const catalog = createCatalog({
    db: database.db,
    mediaBaseUrl: config.mediaBaseUrl,
    defaultSocialImage,
    listCache: publicCache.json,
    opens: counters.routineOpens,
  });
  const pages = createPages({
    db: database.db,
    clock,
    siteUrl: config.siteUrl,
    social: options.socialContent ?? posterSocialContent({ db: database.db, siteUrl: config.siteUrl, cpu }),
    cpu,
    sitemapCache: publicCache.sitemap,
    views: counters.pageViews,
    publicContentChanged,
  });
  const shareImages = createShareImages({
    reads: publicReads({ db: database.db, mediaBaseUrl: config.mediaBaseUrl, defaultSocialImage }),
    cpu,
  });
  const dataTransfer = createDataTransfer({ db: database.db, clock, publicContentChanged });
  const reach = createReach({
    db: database.db,
    clock,
    proofSecret: config.adminToken,
    onError: countingFailed("reach counts"),
    onDropped: (dropped) => logger.warn({ dropped }, "reach hits dropped: too many distinct keys between two writes"),
  });
  const embed = createEmbed({
    db: database.db,
    mediaBaseUrl: config.mediaBaseUrl,
    defaultSocialImage,
    siteUrl: config.siteUrl,
    repoRoot: config.repoRoot,
    proveFrameHost: reach.proveFrameHost,
  });
  // Failed logins: one row per address and window, which becomes one audit event when the window ends.
  const stopLoginSweep = sweepLoginWindows(database.db, clock, (err) =>
    logger.warn({ err }, "login windows not closed yet"),
  );
  const app = await createApp({
    database,
    logger,
    clock,
    sessions: sessionStore(database.db, clock),
    loginAttempts: loginAttempts(database.db, clock),
    adminToken: config.adminToken,
    adminApiKey: config.adminApiKey,
    production: config.env === "production",
    trustProxy: config.trustProxy,
    rateLimitPerClient: config.rateLimitPerClient,
    rateLimitClients: config.rateLimitClients,
    healthCheckAddresses: config.healthCheckAddresses,
    repoRoot: config.repoRoot,
    publicConfig,
    mediaDir: join(config.repoRoot, "ops/media"),
    modules: [
      dataTransfer.http,
      automation.http,
      generation.http,
      pinterest.http,
      pages.http,
      catalog.http,
      embed.http,
      shareImages.http,
      reach.http,
      // Last: each document is mounted after the routes it describes.
      createOpenApi({ siteUrl: publicConfig.siteUrl }).http,
    ],
    serverReads: inProcessReads(database.db, { mediaBaseUrl: config.mediaBaseUrl, defaultSocialImage }),
    publicCache,
  });

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(config.port, config.host, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  // Longer than the idle timeouts of clients and load balancers, so an idle connection is never reset while reused.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  answerClientErrors(server);
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  await automation.startWorkers();
  await generation.startWorkers();

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Live history streams end first: the browser reconnects to another instance or after the restart.
      await appended.close();
      // Stop accepting, let requests in flight finish, and close each kept-alive connection as soon as it is
      // idle; a request still open after the grace period (a stalled client, a stream) is cut.
      await new Promise<void>((resolve) => {
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS);
        server.close(() => {
          clearInterval(sweep);
          clearTimeout(cut);
          resolve();
        });
        server.closeIdleConnections();
      });
      stopLoginSweep();
      // Bounded: a run still busy after this is failed (pg-boss retries it) and its signal fires.
      automation.stopWorkers();
      await queue.stop({ graceful: true, timeoutMs: STOP_GRACE_MS });
      await cpu.destroy();
      await Promise.all([counters.pageViews.stop(), counters.routineOpens.stop(), reach.counter.stop()]);
      if (ownsDatabase) await database.close();
      stopLoggingHealth();
    })();
    return stopping;
  };
  return { url, server, expressApp: app, config, database, automation, generation, queue, stop };
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
      const timer = setTimeout(() => process.exit(1), 10_000);
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
