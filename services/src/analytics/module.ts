import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import type { Clock } from "../lib/clock";
import { knownPages } from "./known-pages";
import { addPageCounts } from "./page-analytics-repo";
import { type PageCounter, pageCounter } from "./page-counter";
import { pageAnalyticsAdminRoutes, pageBeaconRoutes } from "./routes";

/**
 * Page analytics (issue 35): views and store clicks per public page per UTC day, from the pages' own beacons,
 * counted in memory and written every few seconds; the admin reads them at /api/admin/analytics/pages.
 */
export function createPageAnalytics(deps: {
  db: Kysely<Database>;
  clock: Clock;
  onError(error: unknown): void;
  onDropped(dropped: number): void;
}): { http: HttpModule; counter: PageCounter } {
  const counter = pageCounter({
    clock: deps.clock,
    write: (rows) => addPageCounts(deps.db, rows),
    onError: deps.onError,
    onDropped: deps.onDropped,
  });
  return {
    counter,
    http: {
      adminApi: [["/api/admin/analytics", pageAnalyticsAdminRoutes({ db: deps.db, clock: deps.clock })]],
      publicApi: [pageBeaconRoutes({ counter, isKnownPage: knownPages(deps.db) })],
    },
  };
}
