/**
 * One measurement: autocannon (in this process) against a server in another process,
 * a warm-up first, then a fixed number of connections for a fixed time.
 */
import autocannon from "autocannon";
import { type LoadSummary, summarizeLoad } from "../support/autocannon-summary";

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

export interface LoadResult extends LoadSummary {
  /** Bytes per response, on the wire (headers included). */
  bytesPerResponse: number;
  durationSeconds: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measure(options: LoadOptions): Promise<LoadResult> {
  const base = { url: options.url, headers: options.headers, connections: options.connections, timeout: 10 };
  if (options.warmupSeconds > 0) await run({ ...base, duration: options.warmupSeconds });
  const r = await run({ ...base, duration: options.seconds });
  const responses = r["1xx"] + r["2xx"] + r["3xx"] + r["4xx"] + r["5xx"];
  return {
    ...summarizeLoad(r),
    bytesPerResponse: responses > 0 ? Math.round(r.throughput.total / responses) : 0,
    durationSeconds: r.duration,
  };
}
