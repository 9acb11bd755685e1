import { daysBefore } from "@movebreak/shared/utc-day";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import type { Clock } from "../lib/clock";
import type { PurposeKeys } from "../lib/purpose-keys";
import { frameHostProofs } from "./beacon-host";
import { knownTargets } from "./known-targets";
import { DEFAULT_REACH_LIMITS, type ReachCounter, type ReachLimits, reachCounter } from "./reach-counter";
import { addReachCounts, pruneReachCounts, REACH_KEEP_DAYS } from "./reach-repo";
import { reachAdminRoutes, reachBeaconRoutes, tryOpenCounter } from "./routes";

/**
 * Reach (issue 22, item 5): player loads and plays and /try opens per day and embedding host. Beacons and
 * opens are counted in memory and written every few seconds; the admin reads them at /api/admin/reach.
 * `proveFrameHost` is what the iframe player's page writes for its beacons (beacon-host.ts).
 */
export function createReach(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** The deployment's keys, which every instance shares: a frame page's host proof is signed with them. */
  keys: PurposeKeys;
  onError(error: unknown): void;
  onDropped(dropped: number): void;
  flushEveryMs?: number;
  limits?: Partial<ReachLimits>;
}): { http: HttpModule; counter: ReachCounter; proveFrameHost(referer: string | undefined): string | undefined } {
  let prunedOn = "";
  const proofs = frameHostProofs(deps.keys);
  const maxRowsPerDay = deps.limits?.maxRowsPerDay ?? DEFAULT_REACH_LIMITS.maxRowsPerDay;
  const counter = reachCounter({
    clock: deps.clock,
    async write(rows) {
      // The day's row cap is checked against the table: the counter's own count starts again at every start.
      await addReachCounts(deps.db, rows, maxRowsPerDay);
      // The first write of each day drops the rows past the kept period (the table's only other bound).
      const today = deps.clock().toISOString().slice(0, 10);
      if (prunedOn !== today) {
        await pruneReachCounts(deps.db, daysBefore(deps.clock(), REACH_KEEP_DAYS));
        prunedOn = today;
      }
    },
    onError: deps.onError,
    onDropped: deps.onDropped,
    ...(deps.flushEveryMs ? { flushEveryMs: deps.flushEveryMs } : {}),
    ...(deps.limits ? { limits: deps.limits } : {}),
  });
  return {
    counter,
    proveFrameHost: proofs.forReferer,
    http: {
      adminApi: [["/api/admin/reach", reachAdminRoutes({ db: deps.db, clock: deps.clock })]],
      publicApi: [reachBeaconRoutes({ counter, proofs, isKnownTarget: knownTargets(deps.db) })],
      site: [tryOpenCounter({ counter })],
    },
  };
}
