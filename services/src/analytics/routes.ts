import { PageAnalyticsQuerySchema, PageBeaconSchema } from "@movebreak/shared/contracts/page-analytics";
import { PAGE_BEACON_PATH } from "@movebreak/shared/page-beacon";
import { dayOf } from "@movebreak/shared/utc-day";
import express, { type Request, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type ApiRoute, BAD_INPUT, mountRoute } from "../http/api-route";
import { HttpError } from "../http/http-error";
import { optedOut } from "../http/opted-out";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { KNOWN_BOTS } from "../lib/known-bots";
import type { PageCounter } from "./page-counter";
import type { PageLoadTokens } from "./page-load-token";
import { readPageAnalytics } from "./page-report";

/** A beacon is a few dozen bytes; anything larger is refused before it is read. */
const BEACON_BODY_LIMIT = "512b";

/** POST /api/analytics, as the public API's document describes it. */
export const PAGE_BEACON_ROUTE: ApiRoute = {
  method: "post",
  path: PAGE_BEACON_PATH,
  operationId: "sendPageBeacon",
  summary: "Counts one view of a public page, or one click on its store link (what the pages send)",
  description:
    'Sent as text/plain JSON by the public pages (fetch with keepalive): e is "view" (the page was shown) or "cta" (a "Try for Free" or download link was followed), p the page\'s path, t the page-load token the page\'s server render carried (<meta name="page-load">). A beacon whose token does not check for that page (none, made up, another page\'s, older than a day) is counted apart as unverified. Counted in memory per UTC day and page, once per client address, page and event a day across every instance, within a daily budget of pages per address, and written every few seconds. Nothing is counted for DNT: 1 or Sec-GPC: 1, a known bot, a request another site\'s page sent (Sec-Fetch-Site), or a path that is not a public page (a fixed page of the site, a published landing page, a location\'s page); each is answered 204 all the same. No cookie is read or set and no address is kept.',
  tag: "Analytics",
  body: { type: "text/plain", schema: PageBeaconSchema },
  status: 204,
  ok: { description: "Received (counted or not)." },
  errors: { 400: BAD_INPUT, 413: "The body is larger than 512 bytes." },
};

/**
 * Whether the request comes from a reader's browser on this site, who has not opted out: browsers say which
 * site's page sent a request (Sec-Fetch-Site), and a page of ours sends the beacon same-origin; a crawler's or
 * a script's user agent names it (lib/known-bots.ts). What a script forges instead is held by the budget.
 */
function countable(req: Request): boolean {
  if (optedOut(req)) return false;
  if (KNOWN_BOTS.test(req.get("user-agent") ?? "")) return false;
  const site = req.get("sec-fetch-site");
  return site === undefined || site === "same-origin";
}

/**
 * POST /api/analytics: a page's beacon, answered 204 with nothing kept but a count in memory (page-counter.ts),
 * when it names a public page (known-pages.ts); verified when its page-load token checks for that page
 * (page-load-token.ts), else counted apart. A body that is not the contract's JSON is a 400 whoever sends it.
 */
export function pageBeaconRoutes(deps: {
  counter: PageCounter;
  isKnownPage(path: string): Promise<boolean>;
  tokens: PageLoadTokens;
  readerOf(address: string | undefined, day: string): Promise<string>;
  clock: Clock;
}): Router {
  const router = Router();
  mountRoute(
    router,
    "/api",
    PAGE_BEACON_ROUTE,
    express.text({ type: () => true, limit: BEACON_BODY_LIMIT }),
    async (req, res) => {
      let payload: unknown;
      try {
        payload = JSON.parse(typeof req.body === "string" ? req.body : "");
      } catch {
        throw new HttpError(400, "The beacon must be a JSON object");
      }
      const beacon = parseInput(PageBeaconSchema, payload, "beacon");
      if (countable(req) && (await deps.isKnownPage(beacon.p))) {
        const hit = {
          path: beacon.p,
          event: beacon.e,
          verified: deps.tokens.verify(beacon.p, beacon.t),
          reader: await deps.readerOf(req.ip, dayOf(deps.clock())),
        };
        deps.counter.count(hit, req.ip);
      }
      res.status(204).end();
    },
  );
  return router;
}

/** GET /api/admin/analytics/pages: views and store clicks grouped one way, with the period before (session). */
export function pageAnalyticsAdminRoutes(deps: { db: Kysely<Database>; clock: Clock }): Router {
  const router = Router();
  router.get("/pages", async (req, res) => {
    const query = parseInput(PageAnalyticsQuerySchema, req.query, "query");
    res.json(await readPageAnalytics(deps.db, query, deps.clock()));
  });
  return router;
}
