import { randomBytes } from "node:crypto";
import type { CpuTasks } from "../cpu-tasks";
import { addCounts } from "../db/add-counts";
import { edgePurge } from "../http/cache/edge-purge";
import { type FleetInvalidation, fleetInvalidation } from "../http/cache/fleet-invalidation";
import { createPublicContentCache, type PublicContentCache } from "../http/cache/public-content-cache";
import { type AppMetrics, createAppMetrics } from "../http/metrics/app-metrics";
import { createJobQueue, type JobQueue } from "../jobs/job-queue";
import { type PurposeKeys, purposeKeys } from "../lib/purpose-keys";
import { type VisitCounter, visitCounter } from "../lib/visit-counter";
import { publicAddresses } from "../pages/sitemap-routes";
import { type CpuPool, createCpuPool } from "../workers/cpu-pool";
import type { StartContext } from "./context";

/** The longest one rendering or comparison may take in the CPU pool. */
const CPU_TASK_TIMEOUT_MS = 60_000;

export interface Infrastructure {
  queue: JobQueue;
  publicCache: PublicContentCache;
  /**
   * Imports, restores, page edits and published pages: each, once it has committed, empties the public caches of
   * every instance (`fleet`: this one at once, the others on the database's notification, which carries `keys`)
   * and has the edge purge `keys`, what it changed (http/cache/surrogate-keys.ts: ["public"] when anything may have).
   */
  publicContentChanged(keys: readonly string[]): void;
  fleet: FleetInvalidation;
  counters: { pageViews: VisitCounter<string>; routineOpens: VisitCounter<string> };
  /** Reports a counter's write that failed (it is tried again at the next flush). */
  countingFailed(what: string): (err: unknown) => void;
  cpu: CpuPool<CpuTasks>;
  /** This instance's operations metrics (GET /metrics): the registry, and the port the modules report through. */
  metrics: AppMetrics;
  /** The deployment's per-purpose signing keys (page-load tokens). */
  keys: PurposeKeys;
}

/**
 * Phase 3: what the domains share: the job queue, the operations metrics, the public caches, the visit counters,
 * the CPU pool.
 */
export async function buildInfrastructure({
  config,
  clock,
  logger,
  database,
  backgroundFailed,
}: StartContext): Promise<Infrastructure> {
  const queue = await createJobQueue(database, {
    superviseIntervalSeconds: config.queueSuperviseSeconds,
    monitorIntervalSeconds: config.queueSuperviseSeconds,
    queueCacheIntervalSeconds: config.queueSuperviseSeconds,
    onError: backgroundFailed("job queue error", "error"),
  });
  const metrics = createAppMetrics({
    database,
    queue,
    onCollectError: backgroundFailed("queue depths not read for /metrics", "warn"),
  });
  const publicCache = createPublicContentCache(undefined, metrics.port.cacheLookup);
  const fleet = await fleetInvalidation(
    database,
    publicCache,
    backgroundFailed("other instances not told of a public change (their caches expire in 10 s)", "warn"),
  );
  const edge = config.edge.purge
    ? edgePurge({ ...config.edge.purge, addresses: () => publicAddresses(database.db, config.siteUrl), logger })
    : undefined;
  const countingFailed = (what: string) => backgroundFailed(`${what} not written yet`, "warn");
  const counters = {
    pageViews: visitCounter<string>({
      clock,
      write: addCounts(database.db, { table: "landing_pages", keyColumn: "slug", counter: "page_views" }),
      onError: countingFailed("page views"),
    }),
    routineOpens: visitCounter<string>({
      clock,
      write: addCounts(database.db, { table: "shared_routines", keyColumn: "key", counter: "opens" }),
      onError: countingFailed("routine opens"),
    }),
  };
  const cpu = createCpuPool<CpuTasks>({
    ...(config.cpuWorkers ? { size: config.cpuWorkers } : {}),
    timeoutMs: Math.min(config.automation.stepTimeoutMs, CPU_TASK_TIMEOUT_MS),
  });
  const publicContentChanged = (keys: readonly string[]) => {
    fleet.changed(keys);
    // The edge is told once the other instances have been: a purge sent first could let the edge refetch the page
    // from an instance that had not emptied its caches yet, and keep that old copy for s-maxage.
    if (edge) void fleet.settled().then(() => edge.purge(keys));
  };
  // replaced by the deployment secret
  const developmentSecret = randomBytes(32);
  const keys = purposeKeys(() => [developmentSecret]);
  return { queue, publicCache, publicContentChanged, fleet, counters, countingFailed, cpu, metrics, keys };
}
