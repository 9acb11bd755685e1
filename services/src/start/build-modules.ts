import { join } from "node:path";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { type LoginAttempts, loginAttempts, sweepLoginWindows } from "../admin/login-attempts";
import { createDataTransfer } from "../admin/module";
import { sessionEndings } from "../admin/session-endings";
import { type SessionStore, sessionStore } from "../admin/session-store";
import { createPageAnalytics } from "../analytics/module";
import type { PageCounter } from "../analytics/page-counter";
import { type Automation, createAutomation } from "../automation/module";
import { withSlowStep } from "../automation/testing/slow-step";
import type { WorkflowSteps } from "../automation/workflow-steps";
import { createCatalog } from "../catalog/module";
import { publicReads } from "../catalog/public-reads";
import { createEmbed } from "../embed/module";
import { type AppendSignal, appendSignal } from "../event-store/append-signal";
import { addressMatcher } from "../http/client-rate-limit";
import type { HttpModule } from "../http/http-module";
import { createOpenApi } from "../openapi/module";
import { llmGenerator } from "../pages/generation/llm-generator";
import { templateGenerator } from "../pages/generation/template-generator";
import { createGenerationQueue, type GenerationQueue } from "../pages/generation-queue/module";
import { createPages } from "../pages/module";
import type { SocialContentMaker } from "../pages/social-content";
import { posterSocialContent } from "../pages/social-posters";
import { landingPageSteps } from "../pages/workflow/landing-page-steps";
import { lazyTopicMatrix } from "../pages/workflow/lazy-topic-matrix";
import { developmentTokenKey } from "../pinterest/development-key";
import { createPinterest } from "../pinterest/module";
import { createReach } from "../reach/module";
import type { ReachCounter } from "../reach/reach-counter";
import { createShareImages } from "../share-images/module";
import type { StartContext } from "./context";
import type { Infrastructure } from "./infrastructure";

export interface Modules {
  automation: Automation;
  /** The "Add to Queue" generation (its bus publishes each job event once it has committed). */
  generation: GenerationQueue;
  /** The append signal that wakes the live history streams. */
  appended: AppendSignal;
  reachCounter: ReachCounter;
  pageCounter: PageCounter;
  /** The page-load token a server render of a public page carries for its beacons (analytics/page-load-token.ts). */
  pageLoadToken(path: string): string;
  /** Ends the loop that closes failed-login windows. */
  stopLoginSweep(): void;
  /** Operators' sessions: an ending anywhere reaches every instance (session-endings.ts). */
  sessions: SessionStore;
  loginAttempts: LoginAttempts;
  /** Stops listening for other instances' session endings. */
  closeSessionEndings(): Promise<void>;
  publicConfig: PublicConfig;
  defaultSocialImage: string;
  /** Every domain's routers, in the order the app mounts them. */
  http: HttpModule[];
}

/** Tests inject their own workflow steps and social content. */
export interface ModuleOptions {
  steps?: WorkflowSteps;
  socialContent?: SocialContentMaker;
}

/** Phase 4: each domain from its module factory, given what it depends on. */
export async function buildModules(
  { config, clock, logger, database, backgroundFailed }: StartContext,
  { queue, publicCache, publicContentChanged, counters, countingFailed, cpu, metrics, keys }: Infrastructure,
  options: ModuleOptions,
): Promise<Modules> {
  const { db } = database;
  // Development: without PINTEREST_TOKEN_KEY a key is made once and kept in the data folder (never in production).
  const pinterestConfig =
    config.pinterest.tokenKey || config.env !== "development"
      ? config.pinterest
      : { ...config.pinterest, tokenKey: developmentTokenKey(config.dataDir) };
  const pinterest = createPinterest({ db, clock, config: pinterestConfig });
  const steps =
    options.steps ??
    landingPageSteps({
      db,
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
    db,
    appended,
    queue,
    clock,
    logger,
    steps: config.automation.slowStep ? withSlowStep(steps, config.automation.slowStep) : steps,
    options: config.automation,
    separateReadConnection: database.kind === "postgres",
    metrics: metrics.port,
  });
  const generation = createGenerationQueue({
    db,
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
  // One set of public reads for every domain that answers them (the catalog, landing pages, share images).
  const reads = publicReads({ db, mediaBaseUrl: config.mediaBaseUrl, mediaDir: config.mediaDir, defaultSocialImage });
  const catalog = createCatalog({
    db,
    reads,
    listCache: publicCache.json,
    opens: counters.routineOpens,
  });
  const pages = createPages({
    db,
    clock,
    siteUrl: config.siteUrl,
    social: options.socialContent ?? posterSocialContent({ db, siteUrl: config.siteUrl, cpu }),
    cpu,
    sitemapCache: publicCache.sitemap,
    reads,
    views: counters.pageViews,
    publicContentChanged,
  });
  const shareImages = createShareImages({
    reads,
    cpu,
  });
  const dataTransfer = createDataTransfer({ db, clock, publicContentChanged });
  const reach = createReach({
    db,
    clock,
    keys,
    onError: countingFailed("reach counts"),
    onDropped: (dropped) => logger.warn({ dropped }, "reach hits dropped: too many distinct keys between two writes"),
  });
  const analytics = createPageAnalytics({
    db,
    clock,
    keys,
    onError: countingFailed("page analytics"),
    onDropped: (dropped) =>
      logger.warn({ dropped }, "page beacons dropped: too many distinct pages between two writes"),
  });
  const embed = createEmbed({
    db,
    mediaBaseUrl: config.mediaBaseUrl,
    mediaDir: config.mediaDir,
    defaultSocialImage,
    siteUrl: config.siteUrl,
    repoRoot: config.repoRoot,
    proveFrameHost: reach.proveFrameHost,
  });
  // Failed logins: counted per address (and in all) per window, which becomes one audit event when it ends.
  const stopLoginSweep = sweepLoginWindows(db, clock, (err) => logger.warn({ err }, "login windows not closed yet"));
  let sessions: SessionStore | undefined;
  const endings = await sessionEndings(
    database,
    (idHashes) => sessions?.forget(idHashes),
    backgroundFailed("other instances not told of an ended session (they check it again within 1 s)", "warn"),
  );
  sessions = sessionStore(db, clock, endings.announce);
  return {
    sessions,
    loginAttempts: loginAttempts(db, clock, { trustedAddresses: addressMatcher(config.adminLoginAddresses) }),
    closeSessionEndings: () => endings.close(),
    automation,
    generation,
    appended,
    reachCounter: reach.counter,
    pageCounter: analytics.counter,
    pageLoadToken: analytics.pageLoadToken,
    stopLoginSweep,
    publicConfig,
    defaultSocialImage,
    http: [
      dataTransfer.http,
      automation.http,
      generation.http,
      pinterest.http,
      pages.http,
      catalog.http,
      embed.http,
      shareImages.http,
      reach.http,
      analytics.http,
      // Last: each document is mounted after the routes it describes.
      createOpenApi({ siteUrl: publicConfig.siteUrl }).http,
    ],
  };
}
