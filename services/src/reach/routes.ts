import { RecordIdSchema } from "@movebreak/shared/contracts/common";
import { REACH_HOSTS, ReachBeaconSchema, ReachQuerySchema, sharedTarget } from "@movebreak/shared/contracts/reach";
import express, { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type ApiRoute, BAD_INPUT, mountRoute } from "../http/api-route";
import { HttpError } from "../http/http-error";
import { optedOut } from "../http/opted-out";
import { crossOriginResources } from "../http/security-headers";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { KNOWN_BOTS } from "../lib/known-bots";
import { beaconHost, type FrameHostProofs, hostnameOf } from "./beacon-host";
import type { ReachCounter } from "./reach-counter";
import { readReachReport } from "./reach-report";

/** A beacon is a few dozen bytes; anything larger is refused before it is read. */
const BEACON_BODY_LIMIT = "512b";

/** POST /api/reach, as the public API's document describes it. */
export const REACH_BEACON_ROUTE: ApiRoute = {
  method: "post",
  path: "/api/reach",
  operationId: "sendReachBeacon",
  summary: "Counts one player load or play (what the players send)",
  description:
    "Sent as text/plain JSON by the script and iframe players: p is the player (s script, i iframe), e the event (l load, p play), l the location id or s the shared key, h the embedding page's hostname, v (iframe only) the frame page's proof of who framed it. A named host counts only when the browser's headers name it too (the script's Referer or Origin, the iframe's proof, itself made from the frame page's Referer), else as (unverified); a script beacon without h counts for its Referer's host. Headers a browser sets, a script outside one sets as it likes: a host is what the beacon's sender says (docs/analytics.md). A location id or shared key the catalog lacks is a 400. Counted in memory per day, host, location and kind within a daily budget per client address; nothing is counted for DNT: 1 or Sec-GPC: 1. No cookie is read or set.",
  tag: "Embed",
  body: { type: "text/plain", schema: ReachBeaconSchema },
  status: 204,
  ok: { description: "Received (counted or not)." },
  errors: { 400: `${BAD_INPUT} Also when l or s names no location or shared routine of the catalog.` },
};

/**
 * POST /api/reach: a player's beacon (navigator.sendBeacon, text/plain JSON), answered 204 with nothing
 * kept but a count in memory. The embedding host is the one the player names when its browser confirms it
 * (beacon-host.ts), else "(unverified)"; a script player that names none counts for its Referer's host.
 * Every count is then held to the client address's daily budget (reach-counter.ts).
 */
export function reachBeaconRoutes(deps: {
  counter: ReachCounter;
  proofs: FrameHostProofs;
  isKnownTarget(target: string): Promise<boolean>;
}): Router {
  const router = Router();
  mountRoute(
    router,
    "/api",
    REACH_BEACON_ROUTE,
    // Sent no-cors from other sites' pages: a same-origin CORP answer is blocked there, an error in their console.
    crossOriginResources(),
    express.text({ type: () => true, limit: BEACON_BODY_LIMIT }),
    async (req, res) => {
      if (!optedOut(req)) {
        let payload: unknown;
        try {
          payload = JSON.parse(typeof req.body === "string" ? req.body : "");
        } catch {
          throw new HttpError(400, "The beacon must be a JSON object");
        }
        const beacon = parseInput(ReachBeaconSchema, payload, "beacon");
        const location = beacon.l ?? sharedTarget(beacon.s ?? "");
        if (!(await deps.isKnownTarget(location))) {
          throw new HttpError(
            400,
            beacon.l ? "l must be the id of a location in the catalog" : "s must be the key of a shared routine",
          );
        }
        const host = beaconHost(beacon, { referer: req.get("referer"), origin: req.get("origin") }, deps.proofs);
        deps.counter.count(
          {
            host,
            location,
            kind: `${beacon.p === "s" ? "script" : "iframe"}_${beacon.e === "l" ? "load" : "play"}`,
          },
          req.ip,
        );
      }
      res.status(204).end();
    },
  );
  return router;
}

/**
 * Counts an open of /try/{key} once its page rendered (200), from the request itself: no script, and the
 * embedding or linking host is the Referer's hostname. Known bots and opted-out visitors are not counted.
 */
export function tryOpenCounter(deps: { counter: ReachCounter }): Router {
  const router = Router();
  router.get(`/try/:key`, (req, res, next) => {
    const key = RecordIdSchema.safeParse(req.params.key);
    if (key.success && !optedOut(req) && !KNOWN_BOTS.test(req.get("user-agent") ?? "")) {
      res.on("finish", () => {
        if (res.statusCode !== 200) return;
        const host = hostnameOf(req.get("referer")) ?? REACH_HOSTS.unknown;
        deps.counter.count({ host, location: sharedTarget(key.data), kind: "try_open" }, req.ip);
      });
    }
    next();
  });
  return router;
}

/** GET /api/admin/reach?from=&to=: per-day totals and the embedding hosts (behind the session). */
export function reachAdminRoutes(deps: { db: Kysely<Database>; clock: Clock }): Router {
  const router = Router();
  router.get("/", async (req, res) => {
    const query = parseInput(ReachQuerySchema, req.query, "query");
    res.setHeader("Cache-Control", "no-store");
    res.json(await readReachReport(deps.db, query, deps.clock()));
  });
  return router;
}
