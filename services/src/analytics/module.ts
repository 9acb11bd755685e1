import { dayOf } from "@movebreak/shared/utc-day";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import type { Clock } from "../lib/clock";
import type { PurposeKeys } from "../lib/purpose-keys";
import { knownPages } from "./known-pages";
import { addPageCounts, prunePageReaders } from "./page-analytics-repo";
import { type PageCounter, pageCounter } from "./page-counter";
import { pageLoadTokens } from "./page-load-token";
import { readerOfDay } from "./reader-of-day";
import { pageAnalyticsAdminRoutes, pageBeaconRoutes } from "./routes";

/**
 * Page analytics: views and store clicks per public page per UTC day, from the pages' own beacons, counted in
 * memory and written every few seconds; the admin reads them at /api/admin/analytics/pages. `pageLoadToken` is
 * what the server render writes into every page for its beacons (page-load-token.ts); `keys` signs it.
 */
export function createPageAnalytics(deps: {
  db: Kysely<Database>;
  clock: Clock;
  keys: PurposeKeys;
  onError(error: unknown): void;
  onDropped(dropped: number): void;
}): { http: HttpModule; counter: PageCounter; pageLoadToken(path: string): string } {
  const tokens = pageLoadTokens(deps.keys, deps.clock);
  let prunedOn = "";
  const counter = pageCounter({
    clock: deps.clock,
    async write(rows) {
      await addPageCounts(deps.db, rows);
      // The first write of each day drops the readers of the days before yesterday (the table's only bound).
      const today = dayOf(deps.clock());
      if (prunedOn !== today) {
        await prunePageReaders(deps.db, today);
        prunedOn = today;
      }
    },
    onError: deps.onError,
    onDropped: deps.onDropped,
  });
  return {
    counter,
    pageLoadToken: tokens.issue,
    http: {
      adminApi: [["/api/admin/analytics", pageAnalyticsAdminRoutes({ db: deps.db, clock: deps.clock })]],
      publicApi: [
        pageBeaconRoutes({
          counter,
          isKnownPage: knownPages(deps.db),
          tokens,
          readerOf: readerOfDay(deps.db),
          clock: deps.clock,
        }),
      ],
    },
  };
}
