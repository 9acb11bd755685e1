import type { Router } from "express";

/**
 * What a domain module gives the HTTP app, by where it is mounted. Every domain is built by its module
 * factory (`<domain>/module.ts`, taking its dependencies) in main.ts; create-app.ts only mounts what the
 * modules return, in this order: `earlyApi` before compression, `adminApi` behind the session check and
 * the body limits, `publicApi` under /api before its 404, `site` before the public site's render.
 */
export interface HttpModule {
  /** Public /api routers that compress their own answers (mounted before compression). */
  earlyApi?: Router[];
  /** Operator routers by prefix; each prefix must be one of ADMIN_API_PREFIXES, so the session check covers it. */
  adminApi?: [prefix: string, router: Router][];
  /**
   * Paths a browser may open only from the site's own pages: a request from another origin is refused (403)
   * before the session check (http/same-origin.ts), so it costs no database read.
   */
  sameOriginOnly?: string[];
  /** Public /api routers. */
  publicApi?: Router[];
  /** Routers outside /api: page images, the sitemap, counters that watch a public page answer. */
  site?: Router[];
}
