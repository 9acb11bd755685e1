/**
 * What the server's code reports to the operations metrics (GET /metrics, issue 35): a port, so the code that
 * counts knows nothing of prom-client. start/ builds the one implementation (http/metrics/app-metrics.ts) and
 * hands it to the modules; code built without one (unit tests, the command-line tools) reports to NO_METRICS.
 */

/** How a run ended, from its last event: RunCompleted, RunFailed, RunAborted, RunStopped. */
export type RunOutcome = "completed" | "failed" | "aborted" | "stopped";

/**
 * How one step ended: "timeout" past the step timeout, "aborted" cut off because its worker stopped (the run
 * is recorded as aborted later), "failed" the step's own error or a refused commit.
 */
export type StepOutcome = "completed" | "failed" | "timeout" | "aborted";

/** A lookup in one of the in-memory read caches (lib/read-cache.ts): "hit" also when it joins a load in flight. */
export type CacheResult = "hit" | "miss";

export interface Metrics {
  runEnded(outcome: RunOutcome): void;
  stepEnded(step: string, outcome: StepOutcome, durationMs: number): void;
  cacheLookup(cache: string, result: CacheResult): void;
}

export const NO_METRICS: Metrics = {
  runEnded: () => undefined,
  stepEnded: () => undefined,
  cacheLookup: () => undefined,
};
