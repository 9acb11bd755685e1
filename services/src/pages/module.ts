import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import type { Clock } from "../lib/clock";
import type { ReadCache } from "../lib/read-cache";
import type { VisitCounter } from "../lib/visit-counter";
import type { CpuPool } from "../workers/cpu-pool";
import { landingPageAdminRoutes } from "./admin-routes";
import { pageMediaRoutes, pageViewCounter } from "./public-routes";
import { sitemapRoutes } from "./sitemap-routes";
import type { SocialContentMaker } from "./social-content";

/**
 * Landing pages: the operator's editor, page images, the sitemap and page views (GET /api/pages/{slug} is
 * one of the public reads, catalog/public-api.ts).
 */
export function createPages(deps: {
  db: Kysely<Database>;
  clock: Clock;
  siteUrl: string;
  social: SocialContentMaker;
  /** Markdown rendering off the event loop. */
  cpu: CpuPool;
  sitemapCache: ReadCache<{ xml: string }>;
  views: VisitCounter<string>;
  /** Called after a page edit commits: the public reads show pages. */
  publicContentChanged: () => void;
}): { http: HttpModule } {
  const { db } = deps;
  return {
    http: {
      adminApi: [["/api/admin/landing-pages", landingPageAdminRoutes(deps)]],
      site: [
        pageMediaRoutes({ db }),
        sitemapRoutes({ db, siteUrl: deps.siteUrl, cache: deps.sitemapCache }),
        pageViewCounter(deps.views),
      ],
    },
  };
}
