import type { Kysely } from "kysely";
import type { PublicReads } from "../catalog/public-reads";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import type { Clock } from "../lib/clock";
import type { ReadCache } from "../lib/read-cache";
import type { VisitCounter } from "../lib/visit-counter";
import { landingPageAdminRoutes } from "./admin-routes";
import type { PageCpuPool } from "./cpu-tasks";
import { pageMediaRoutes, pageViewCounter, publicPageApiRoutes } from "./public-routes";
import { sitemapRoutes } from "./sitemap-routes";
import type { SocialContentMaker } from "./social-content";

/**
 * Landing pages: the operator's editor, GET /api/pages/{slug} (its entry in the public reads' registry:
 * public-api.ts), page images, the sitemap and page views.
 */
export function createPages(deps: {
  db: Kysely<Database>;
  clock: Clock;
  siteUrl: string;
  social: SocialContentMaker;
  /** Markdown rendering off the event loop. */
  cpu: PageCpuPool;
  sitemapCache: ReadCache<{ xml: string }>;
  /** The public reads, built once for the whole server (GET /api/pages/{slug} is one of them). */
  reads: PublicReads;
  views: VisitCounter<string>;
  /** Called after a page edit commits: the public reads show pages. */
  publicContentChanged: (keys: readonly string[]) => void;
}): { http: HttpModule } {
  const { db } = deps;
  return {
    http: {
      adminApi: [["/api/admin/landing-pages", landingPageAdminRoutes(deps)]],
      publicApi: [publicPageApiRoutes({ db, reads: deps.reads })],
      site: [
        pageMediaRoutes({ db }),
        sitemapRoutes({ db, siteUrl: deps.siteUrl, cache: deps.sitemapCache }),
        pageViewCounter(deps.views),
      ],
    },
  };
}
