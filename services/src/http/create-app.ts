import { BRAND_PATHS } from "@movebreak/shared/brand";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import compression from "compression";
import express, { type Express, type Router } from "express";
import type { Logger } from "pino";
import { dataTransferRoutes } from "../admin/data-transfer-routes";
import { logoutRoute, publicSessionRoutes } from "../admin/session-routes";
import type { SessionStore } from "../admin/session-store";
import { catalogListRoutes, catalogRoutes } from "../catalog/routes";
import type { TrustProxy } from "../config";
import type { DatabaseHandle } from "../db/create-database";
import type { Clock } from "../lib/clock";
import type { VisitCounter } from "../lib/visit-counter";
import { openApiRoutes } from "../openapi/routes";
import { landingPageAdminRoutes } from "../pages/admin-routes";
import { publicQueryLoader } from "../pages/public-query-loader";
import { pageMediaRoutes, pageViewCounter, publicPageApiRoutes } from "../pages/public-routes";
import { sitemapRoutes } from "../pages/sitemap-routes";
import type { SocialContentMaker } from "../pages/social-content";
import type { CpuPool } from "../workers/cpu-pool";
import { requireAdmin } from "./admin-credentials";
import type { PublicContentCache } from "./cache/public-content-cache";
import { clientRateLimit } from "./client-rate-limit";
import { hasNul } from "./decode-segment";
import { embedScript } from "./embed-script";
import { apiNotFound, errorHandler } from "./error-handler";
import { requestLogger } from "./request-logger";
import { crossOriginResources, securityHeaders } from "./security-headers";
import { adminApp, publicSite } from "./web-apps";

export interface AppDeps {
  database: DatabaseHandle;
  logger: Logger;
  clock: Clock;
  sessions: SessionStore;
  adminToken: string;
  adminApiKey: string | undefined;
  production: boolean;
  trustProxy: TrustProxy | undefined;
  /** Anonymous requests per client address per 10 s; 0: no limit. */
  rateLimitPerClient: number;
  repoRoot: string;
  publicConfig: PublicConfig;
  mediaDir: string;
  automationRoutes: Router;
  pageGeneratorRoutes: Router;
  pinterestRoutes: Router;
  /** Public reads served from memory; admin writes that change them empty it. */
  publicCache: PublicContentCache;
  socialContent: SocialContentMaker;
  /** CPU-heavy work (Markdown rendering) off the event loop. */
  cpu: CpuPool;
  /** Anonymous counts (page views, routine opens), deduplicated in memory and written in batches. */
  counters: { pageViews: VisitCounter<string>; routineOpens: VisitCounter<string> };
}

const LOGIN_BODY_LIMIT = "4kb";
const ADMIN_BODY_LIMIT = "32kb";
const PAGE_FORM_BODY_LIMIT = "1mb";

/** Every API prefix that belongs to operators (DESIGN.md section 6). */
export const ADMIN_API_PREFIXES = ["/api/admin", "/api/automation", "/api/page-generator", "/api/pinterest"];

export async function createApp(deps: AppDeps): Promise<Express> {
  const { db } = deps.database;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy ?? false);
  app.set("query parser", "simple");
  // First, so a refusal costs as little as it can (no security headers to build, no logging); probes and
  // operators' surfaces are never counted.
  if (deps.rateLimitPerClient > 0) {
    const uncounted = ["/healthz", "/readyz"];
    const operators = [...ADMIN_API_PREFIXES, "/admin"];
    app.use(
      clientRateLimit({
        limit: deps.rateLimitPerClient,
        skip: (path) =>
          uncounted.includes(path) || operators.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)),
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
  app.use(
    securityHeaders({
      production: deps.production,
      mediaBaseUrl: deps.publicConfig.mediaBaseUrl,
      gaMeasurementId: deps.publicConfig.gaMeasurementId,
      intercomAppId: deps.publicConfig.intercomAppId,
    }),
  );
  // The public, credential-free answers other sites load with <script>, <video> or <img>.
  app.use([BRAND_PATHS.playerScript, "/media", "/images/pages"], crossOriginResources());

  const cookieName = deps.production ? "__Host-mb_admin_session" : "mb_admin_session";
  let ready = false;

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await deps.database.executeSql("select 1");
      res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "starting" });
    } catch {
      res.status(503).json({ status: "database unavailable" });
    }
  });

  app.use(requestLogger(deps.logger));
  // The catalog's shared lists carry their own brotli and gzip forms, made once per cache lifetime.
  app.use("/api", catalogListRoutes({ db, cache: deps.publicCache.json }));
  // gzip (or brotli) for every other compressible answer over 1 KB: HTML, JS, CSS, JSON, SVG, XML, text.
  app.use(compression());

  // Bodies are parsed only where a route takes one, with a limit that fits it, and an operator's only after
  // the session check: an anonymous request never makes the server parse more than a login's few bytes.
  // Not strict: PUT /api/automation/max-run-time may send a bare null (unlimited).
  const json = (limit: string) => express.json({ limit, strict: false });
  app.use("/api/admin/login", json(LOGIN_BODY_LIMIT));

  const sessionDeps = {
    db,
    sessions: deps.sessions,
    adminToken: deps.adminToken,
    cookieName,
    secureCookies: deps.production,
    clock: deps.clock,
  };
  app.use("/api/admin", publicSessionRoutes(sessionDeps));
  app.use(
    ADMIN_API_PREFIXES,
    requireAdmin({
      sessions: deps.sessions,
      cookieName,
      apiKey: deps.adminApiKey,
      apiKeyPaths: /^\/api\/admin\/(export|import)-/,
      // CSRF: a cookie-authenticated mutation must come from SITE_URL (or, outside production, the Host it was sent to).
      sameOrigin: { siteOrigin: deps.publicConfig.siteUrl, acceptRequestHost: !deps.production },
    }),
  );
  // The landing-page form carries up to 200,000 characters of Markdown; every other admin body is a few fields.
  // (The import route parses its own, up to 20 MB.)
  app.use("/api/admin/landing-pages", json(PAGE_FORM_BODY_LIMIT));
  app.use(ADMIN_API_PREFIXES, (req, res, next) =>
    req.method === "GET" || req.method === "HEAD" || /^\/api\/admin\/import-/.test(req.originalUrl)
      ? next()
      : json(ADMIN_BODY_LIMIT)(req, res, next),
  );
  app.use("/api/admin", logoutRoute(sessionDeps));
  // Imports, restores and page edits change what the public reads show: each empties the caches when it commits.
  const publicContentChanged = () => deps.publicCache.invalidate();
  app.use("/api/admin", dataTransferRoutes({ db, clock: deps.clock, publicContentChanged }));
  app.use("/api/automation", deps.automationRoutes);
  app.use("/api/page-generator", deps.pageGeneratorRoutes);
  app.use("/api/pinterest", deps.pinterestRoutes);
  app.use(
    "/api/admin/landing-pages",
    landingPageAdminRoutes({
      db,
      clock: deps.clock,
      social: deps.socialContent,
      cpu: deps.cpu,
      publicContentChanged,
    }),
  );

  const defaultSocialImage = `${deps.publicConfig.siteUrl}/og-image.png`;
  app.use(
    "/api",
    catalogRoutes({
      db,
      mediaBaseUrl: deps.publicConfig.mediaBaseUrl,
      defaultSocialImage,
      opens: deps.counters.routineOpens,
    }),
  );
  app.use("/api", publicPageApiRoutes({ db }));
  app.use("/api", openApiRoutes({ siteUrl: deps.publicConfig.siteUrl }));
  app.use("/api", apiNotFound());

  app.use(pageMediaRoutes({ db }));
  app.use(sitemapRoutes({ db, siteUrl: deps.publicConfig.siteUrl, cache: deps.publicCache.sitemap }));
  app.get("/pages/:slug", pageViewCounter(deps.counters.pageViews));

  // Workout clips: none ship with the seed, so these answer 404 fast and the players show their fallback.
  app.use("/media", express.static(deps.mediaDir, { index: false, fallthrough: false }));

  // The embeddable player, readable from any site; before the public site, which would render its 404 page.
  app.use(embedScript(deps.repoRoot));
  app.use("/admin", adminApp(deps.repoRoot));
  app.use(
    await publicSite(
      deps.repoRoot,
      deps.publicConfig,
      publicQueryLoader(db, { mediaBaseUrl: deps.publicConfig.mediaBaseUrl, defaultSocialImage }),
      deps.publicCache.pages,
    ),
  );

  app.use(errorHandler());
  ready = true;
  return app;
}
