import { BRAND_PATHS } from "@movebreak/shared/brand";
import { ADMIN_API_PREFIXES } from "@movebreak/shared/constants";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import compression from "compression";
import express, { type Express, type Request, type Response } from "express";
import type { Logger } from "pino";
import type { AddressEntry, TrustProxy } from "../config";
import type { DatabaseHandle } from "../db/create-database";
import type { AdminAccessFactory } from "./admin-access";
import { adminApp } from "./admin-app";
import type { EdgeCachePolicy } from "./cache/edge-cache-control";
import { PREPARED_LOCAL } from "./cache/prepared-body";
import type { PublicContentCache } from "./cache/public-content-cache";
import { canonicalPaths } from "./canonical-path";
import { addressMatcher, clientRateLimit } from "./client-rate-limit";
import { hasNul } from "./decode-segment";
import { embedScript } from "./embed-script";
import { apiNotFound, errorHandler } from "./error-handler";
import type { HttpModule } from "./http-module";
import { mediaFiles } from "./media-files";
import type { AppMetrics } from "./metrics/app-metrics";
import { METRICS_PATH, type MetricsEndpoint } from "./metrics/metrics-route";
import { requestDuration } from "./metrics/request-duration";
import { operatorsNoStore } from "./no-store";
import { requestLogger } from "./request-logger";
import { routeInventory } from "./route-inventory";
import { refuseCrossOrigin, type SameOriginPolicy } from "./same-origin";
import { crossOriginResources, securityHeaders } from "./security-headers";
import { inlineScripts } from "./server-render/inline-scripts";
import { type LoadQuery, publicSite } from "./server-render/public-site";

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  /** The operators' way in (admin/access.ts): sign-in routes and the session check. */
  adminAccess: AdminAccessFactory;
  production: boolean;
  trustProxy: TrustProxy | undefined;
  /** Anonymous requests per client address per 10 s; 0: no limit. */
  rateLimitPerClient: number;
  /** Client addresses the budget remembers (LRU). */
  rateLimitClients: number;
  /** Whose /healthz and /readyz the budget does not count (the load balancer's addresses). */
  healthCheckAddresses: AddressEntry[];
  repoRoot: string;
  publicConfig: PublicConfig;
  mediaDir: string;
  /** Every domain's routers, from its module factory (composed in main.ts), mounted in this order. */
  modules: HttpModule[];
  /** The API reads the server render does in-process (catalog/in-process-reads.ts). */
  serverReads: LoadQuery;
  /** Public reads served from memory; every write that changes public content empties it. */
  publicCache: PublicContentCache;
  /** How long shared caches (the edge, a CDN) may keep a public page. */
  edge: EdgeCachePolicy;
  /** The token a rendered public page carries for its analytics beacons (a page-load proof, signed). */
  pageLoadToken(path: string): string;
  /**
   * Set by stop() the moment it begins: /readyz answers 503 from then on, so a load balancer or edge sends new
   * requests elsewhere while the ones in flight finish.
   */
  draining: { stopping: boolean };
  /**
   * The operations metrics: every request is timed into `requests`; `endpoint` (GET /metrics) only when
   * METRICS_TOKEN is set, otherwise /metrics is an unknown address (404).
   */
  metrics: { requests: AppMetrics["requests"]; endpoint: MetricsEndpoint | undefined };
}

const LOGIN_BODY_LIMIT = "4kb";
const STATUS_POLL = "/api/automation/status";
const ADMIN_BODY_LIMIT = "32kb";
const PAGE_FORM_BODY_LIMIT = "1mb";
const HEALTH_CHECKS = new Set(["/healthz", "/readyz"]);
const API_KEY_PATHS = /^\/api\/admin\/(export|import)-/;

export async function createApp(deps: AppDeps): Promise<Express> {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy ?? false);
  app.set("query parser", "simple");
  // Before everything, so refusals (429, 400) are timed and counted too.
  let declaredRoutes: ReadonlySet<string> | undefined;
  app.use(
    requestDuration(
      deps.metrics.requests,
      () => (declaredRoutes ??= new Set(routeInventory(app, { includeHead: true }).map((route) => route.path))),
    ),
  );
  // First, so every operator's answer carries it, refusals and errors included (a route may set its own).
  app.use([...ADMIN_API_PREFIXES, "/admin"], operatorsNoStore());
  const cookieName = deps.production ? "__Host-mb_admin_session" : "mb_admin_session";
  // SITE_URL (or, outside production, the Host the request was sent to) is the site's own origin.
  const sameOrigin: SameOriginPolicy = { siteOrigin: deps.publicConfig.siteUrl, acceptRequestHost: !deps.production };
  const admin = deps.adminAccess({
    cookieName,
    secureCookies: deps.production,
    sameOrigin,
    apiKeyPaths: API_KEY_PATHS,
  });
  // First, so a refusal costs as little as it can (no security headers to build, no logging, no database):
  // every request counts, whatever its path, unless it carries a session this instance confirmed lately (or
  // the API key where that is accepted), or it is a health check from the load balancer's addresses. A
  // session id not confirmed yet counts; the session check after it looks it up once, and remembers a refusal.
  // A scrape bearing the metrics token is not counted either (Prometheus asks every 15 s from one address);
  // one without it is, so a flood of guesses spends its budget like any other.
  const scrape = deps.metrics.endpoint;
  if (deps.rateLimitPerClient > 0) {
    const fromLoadBalancer = addressMatcher(deps.healthCheckAddresses);
    const uncountedScrape = (req: Request) => req.path === METRICS_PATH && scrape?.authorized(req) === true;
    app.use(
      clientRateLimit({
        limit: deps.rateLimitPerClient,
        maxClients: deps.rateLimitClients,
        uncounted: (req) =>
          HEALTH_CHECKS.has(req.path) ? fromLoadBalancer(req.ip) : uncountedScrape(req) || admin.confirmed(req),
      }),
    );
  }
  // A NUL in the address is refused before any route reads it (PostgreSQL refuses it in text: a 500 otherwise).
  app.use((req, res, next) => {
    if (!hasNul(req.originalUrl)) return next();
    res.status(400);
    if (req.path.startsWith("/api/")) res.json({ error: "The address contains a NUL character" });
    else res.type("text/plain").send("Bad request: the address contains a NUL character");
  });
  // The public pages' inline scripts, the same on every response: the policy allows exactly these texts.
  const scripts = inlineScripts(deps.publicConfig);
  app.use(
    securityHeaders({
      production: deps.production,
      mediaBaseUrl: deps.publicConfig.mediaBaseUrl,
      gaMeasurementId: deps.publicConfig.gaMeasurementId,
      intercomAppId: deps.publicConfig.intercomAppId,
      inlineScriptHashes: scripts.hashes,
    }),
  );
  // The public, credential-free answers other sites load with <script>, <video> or <img>.
  app.use([BRAND_PATHS.playerScript, "/media", "/images/pages"], crossOriginResources());

  let ready = false;

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  // Asks the database each time: 503 while it cannot be reached, 200 again by itself once it answers.
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (deps.draining.stopping) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    try {
      await deps.database.executeSql("select 1");
      deps.database.health.succeeded();
      res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "starting" });
    } catch (error) {
      deps.database.health.failed(error);
      res.status(503).json({ status: "database unavailable" });
    }
  });

  // Beside the health checks: before the request log (a line every 15 s would say nothing) and the compression
  // of the rest (the route compresses its own answer).
  if (scrape) app.use(scrape.router);

  app.use(requestLogger(deps.logger));
  const mounted = <K extends keyof HttpModule>(key: K): NonNullable<HttpModule[K]>[number][] =>
    deps.modules.flatMap((module) => (module[key] ?? []) as NonNullable<HttpModule[K]>[number][]);
  // Routers that carry their own brotli and gzip forms (made once per cache lifetime) come before compression.
  for (const router of mounted("earlyApi")) app.use("/api", router);
  // gzip (or brotli) for every other compressible answer over 1 KB: HTML, JS, CSS, JSON, SVG, XML, text. The
  // dashboard's status poll (about 700 bytes, under that threshold: never compressed) skips the wrapper, and an
  // answer sent from a prepared body (a cached page) already is in the encoding it should be.
  const compress = compression({
    filter: (req, res) => !(res as Response).locals[PREPARED_LOCAL] && compression.filter(req, res),
  });
  app.use((req, res, next) => (req.path === STATUS_POLL ? next() : compress(req, res, next)));

  // Bodies are parsed only where a route takes one, with a limit that fits it, and an operator's only after
  // the session check: an anonymous request never makes the server parse more than a login's few bytes.
  // Not strict: PUT /api/automation/max-run-time may send a bare null (unlimited).
  const json = (limit: string) => express.json({ limit, strict: false });
  app.use("/api/admin/login", admin.refuseSpentLogins, json(LOGIN_BODY_LIMIT));
  app.use("/api/admin", admin.publicRoutes);
  const sameOriginOnly = mounted("sameOriginOnly");
  if (sameOriginOnly.length > 0) app.use(sameOriginOnly, refuseCrossOrigin(sameOrigin));
  // CSRF: a cookie-authenticated mutation must come from the site's own origin (sameOrigin, given above).
  app.use(ADMIN_API_PREFIXES, admin.requireAdmin);
  // The landing-page form carries up to 200,000 characters of Markdown; every other admin body is a few fields.
  // (The import route parses its own, up to 20 MB.)
  app.use("/api/admin/landing-pages", json(PAGE_FORM_BODY_LIMIT));
  app.use(ADMIN_API_PREFIXES, (req, res, next) =>
    req.method === "GET" || req.method === "HEAD" || /^\/api\/admin\/import-/.test(req.originalUrl)
      ? next()
      : json(ADMIN_BODY_LIMIT)(req, res, next),
  );
  app.use("/api/admin", admin.routes);
  for (const [prefix, router] of mounted("adminApi")) {
    if (!ADMIN_API_PREFIXES.some((admin) => prefix === admin || prefix.startsWith(`${admin}/`))) {
      throw new Error(`${prefix} is not under an admin API prefix: the session check would not cover it`);
    }
    app.use(prefix, router);
  }
  for (const router of mounted("publicApi")) app.use("/api", router);
  app.use("/api", apiNotFound());
  app.use(canonicalPaths()); // A public page answers at one address only (301 from any other form of it).
  for (const router of mounted("site")) app.use(router);

  // Workout clips: none ship with the seed; a workout without one has no clip address, so nothing asks here.
  app.use("/media", mediaFiles(deps.mediaDir));

  // The embeddable player, readable from any site; before the public site, which would render its 404 page.
  app.use(embedScript(deps.repoRoot));
  app.use("/admin", adminApp(deps.repoRoot));
  app.use(
    await publicSite({
      repoRoot: deps.repoRoot,
      config: deps.publicConfig,
      inlineScriptsHtml: scripts.html,
      edge: deps.edge,
      pageLoadToken: deps.pageLoadToken,
      loadQuery: deps.serverReads,
      cache: deps.publicCache.pages,
      logger: deps.logger,
    }),
  );

  app.use(errorHandler({ databaseHealth: deps.database.health }));
  ready = true;
  return app;
}
