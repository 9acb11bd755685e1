import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { DatabaseHandle } from "../../db/create-database";
import type { JobQueue } from "../../jobs/job-queue";
import type { Metrics } from "../../lib/metrics";

/** Every metric the server exposes starts with this (prom-client's default ones too). */
export const METRIC_PREFIX = "movebreak_";

/** Where the scrape-time gauges read from; each is read when Prometheus asks, never on a timer. */
export interface MetricSources {
  database: Pick<DatabaseHandle, "connections">;
  queue: Pick<JobQueue, "depths">;
  /** A gauge that could not be read (the database away): the scrape answers without it rather than failing. */
  onCollectError: (error: unknown) => void;
}

export interface AppMetrics {
  /** This app instance's own registry (not prom-client's global one: tests start several apps in one process). */
  registry: Registry;
  /** What the server's code reports through (lib/metrics.ts). */
  port: Metrics;
  /** HTTP request durations, observed by http/metrics/request-duration.ts. */
  requests: Histogram<"method" | "route" | "status_class">;
}

// Public reads answer in milliseconds from memory, a server render in tens; the tail shows a database in trouble.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
// A step is a query (milliseconds) or an LLM draft, an image render, a Pinterest call (seconds to minutes).
const STEP_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

export function createAppMetrics(sources: MetricSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  // Process and runtime: CPU, memory, heap, GC, handles and the event loop's lag (movebreak_nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });

  const requests = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: "HTTP requests by method, route pattern (unmatched: no route) and status class, until the answer is sent",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const runs = new Counter({
    name: `${METRIC_PREFIX}automation_runs_total`,
    help: "Automation runs ended, by outcome (completed, failed, aborted, stopped), counted by the instance that recorded the end",
    labelNames: ["outcome"] as const,
    registers,
  });
  const steps = new Counter({
    name: `${METRIC_PREFIX}automation_steps_total`,
    help: "Automation steps ended on this instance, by step and outcome (completed, failed, timeout, aborted)",
    labelNames: ["step", "outcome"] as const,
    registers,
  });
  const stepDuration = new Histogram({
    name: `${METRIC_PREFIX}automation_step_duration_seconds`,
    help: "How long each automation step ran, whatever its outcome",
    labelNames: ["step"] as const,
    buckets: STEP_BUCKETS,
    registers,
  });
  const cacheRequests = new Counter({
    name: `${METRIC_PREFIX}cache_requests_total`,
    help: "Lookups in the in-memory public caches, by cache and result (hit: answered from memory or a load in flight)",
    labelNames: ["cache", "result"] as const,
    registers,
  });
  // Registered (so read) before the queue depths, whose query would otherwise count itself as waiting.
  new Gauge({
    name: `${METRIC_PREFIX}db_pool_connections`,
    help: "Database connections by state: total open, idle, waiting (queries waiting for one); PGlite: its one session and the callers waiting for it",
    labelNames: ["state"] as const,
    registers,
    collect() {
      this.reset();
      const { total, idle, waiting } = sources.database.connections();
      this.set({ state: "total" }, total);
      if (idle !== undefined) this.set({ state: "idle" }, idle);
      this.set({ state: "waiting" }, waiting);
    },
  });

  new Gauge({
    name: `${METRIC_PREFIX}queue_jobs`,
    help: "Unfinished jobs per pg-boss queue, by state (queued, deferred, retry, active), read at scrape time",
    labelNames: ["queue", "state"] as const,
    registers,
    async collect() {
      this.reset();
      try {
        for (const { queue, state, jobs } of await sources.queue.depths()) this.set({ queue, state }, jobs);
      } catch (error) {
        sources.onCollectError(error);
      }
    },
  });
  const port: Metrics = {
    runEnded: (outcome) => runs.inc({ outcome }),
    stepEnded: (step, outcome, durationMs) => {
      steps.inc({ step, outcome });
      stepDuration.observe({ step }, durationMs / 1000);
    },
    cacheLookup: (cache, result) => cacheRequests.inc({ cache, result }),
  };
  return { registry, port, requests };
}
