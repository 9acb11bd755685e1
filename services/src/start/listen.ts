import type { Server } from "node:http";
import type { Express } from "express";
import { adminAccess } from "../admin/access-routes";
import { inProcessReads } from "../catalog/in-process-reads";
import { PUBLIC_READS } from "../catalog/public-api";
import { answerClientErrors } from "../http/client-errors";
import { createApp } from "../http/create-app";
import { metricsEndpoint } from "../http/metrics/metrics-route";
import { LANDING_PAGE_READ } from "../pages/public-api";
import type { Modules } from "./build-modules";
import type { StartContext } from "./context";
import type { Infrastructure } from "./infrastructure";

export interface Listening {
  expressApp: Express;
  server: Server;
  url: string;
  /** stop() sets `stopping` first (/readyz answers 503 from then on). */
  draining: { stopping: boolean };
}

/** Phase 5: the HTTP app with every module's routers, listening on the configured port. */
export async function listen(
  { config, clock, logger, database }: StartContext,
  { publicCache, metrics }: Infrastructure,
  modules: Modules,
): Promise<Listening> {
  const draining = { stopping: false };
  const app = await createApp({
    database,
    logger,
    adminAccess: adminAccess({
      db: database.db,
      clock,
      sessions: modules.sessions,
      loginAttempts: modules.loginAttempts,
      adminToken: config.adminToken,
      adminApiKey: config.adminApiKey,
    }),
    production: config.env === "production",
    trustProxy: config.trustProxy,
    rateLimitPerClient: config.rateLimitPerClient,
    rateLimitClients: config.rateLimitClients,
    healthCheckAddresses: config.healthCheckAddresses,
    repoRoot: config.repoRoot,
    publicConfig: modules.publicConfig,
    mediaDir: config.mediaDir,
    modules: modules.http,
    serverReads: inProcessReads(
      database.db,
      { mediaBaseUrl: config.mediaBaseUrl, mediaDir: config.mediaDir, defaultSocialImage: modules.defaultSocialImage },
      [...PUBLIC_READS, LANDING_PAGE_READ],
    ),
    publicCache,
    pageLoadToken: modules.pageLoadToken,
    edge: config.edge.cache,
    draining,
    metrics: {
      requests: metrics.requests,
      endpoint: config.metricsToken ? metricsEndpoint(metrics.registry, config.metricsToken) : undefined,
    },
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
  return { expressApp: app, server, url: `http://localhost:${port}`, draining };
}
