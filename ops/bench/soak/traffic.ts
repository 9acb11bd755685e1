/**
 * The soak's traffic: autocannon cycling through public reads and admin reads at a steady
 * overall rate (sustained traffic, not saturation), counting answers per path and latency
 * per time window so that a slow drift shows.
 */
import autocannon from "autocannon";
import { type LoadSummary, summarizeLoad } from "../support/autocannon-summary";

export interface TrafficOptions {
  origin: string;
  requests: { path: string; headers: Record<string, string> }[];
  connections: number;
  /** Requests per second over all connections. */
  rate: number;
  seconds: number;
  windowSeconds: number;
}

export interface PathCount {
  path: string;
  responses: number;
  non2xx: number;
  statuses: Record<string, number>;
}

export interface TrafficWindow {
  fromSeconds: number;
  responses: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  max: number;
}

export interface TrafficResult extends LoadSummary {
  responses: number;
  /** errors (timeouts included) + non-2xx. */
  failures: number;
  perPath: PathCount[];
  windows: TrafficWindow[];
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] as number;
}

export async function runTraffic(options: TrafficOptions): Promise<TrafficResult> {
  const counts = new Map<string, PathCount>(
    options.requests.map((r) => [r.path, { path: r.path, responses: 0, non2xx: 0, statuses: {} }]),
  );
  const started = performance.now();
  const windows: number[][] = [];
  let finish: (error: Error | null, result: autocannon.Result) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = (error, result) => (error ? reject(error) : resolve(result));
  });
  const instance = autocannon(
    {
      url: options.origin,
      connections: options.connections,
      overallRate: options.rate,
      duration: options.seconds,
      timeout: 10,
      requests: options.requests.map((r) => ({
        method: "GET" as const,
        path: r.path,
        headers: r.headers,
        onResponse: (status: number) => {
          const count = counts.get(r.path);
          if (!count) return;
          count.responses += 1;
          if (status < 200 || status > 299) count.non2xx += 1;
          count.statuses[status] = (count.statuses[status] ?? 0) + 1;
        },
      })),
    },
    (error, result) => finish(error, result),
  );
  instance.on("response", (_client, _status, _bytes, responseTime) => {
    // Answers to requests sent just before the end count in the last window.
    const lastIndex = Math.ceil(options.seconds / options.windowSeconds) - 1;
    const index = Math.min(lastIndex, Math.floor((performance.now() - started) / 1000 / options.windowSeconds));
    windows[index] ??= [];
    windows[index].push(responseTime);
  });
  const r = await done;
  const perPath = [...counts.values()];
  const responses = perPath.reduce((sum, c) => sum + c.responses, 0);
  return {
    ...summarizeLoad(r),
    responses,
    failures: r.errors + r.non2xx,
    perPath,
    windows: windows.map((samples, i) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return {
        fromSeconds: i * options.windowSeconds,
        responses: sorted.length,
        requestsPerSecond: Math.round(sorted.length / options.windowSeconds),
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p99: Math.round(percentile(sorted, 99) * 10) / 10,
        max: Math.round((sorted[sorted.length - 1] ?? 0) * 10) / 10,
      };
    }),
  };
}
