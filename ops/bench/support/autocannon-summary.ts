/** The figures the benchmarks keep from an autocannon result. */
import type autocannon from "autocannon";

export interface LoadSummary {
  /** Mean of the per-second request counts. */
  requestsPerSecond: number;
  requestsTotal: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
}

export function summarizeLoad(r: autocannon.Result): LoadSummary {
  return {
    requestsPerSecond: Math.round(r.requests.average),
    requestsTotal: r.requests.total,
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: Math.round(r.latency.average * 100) / 100,
    },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}
