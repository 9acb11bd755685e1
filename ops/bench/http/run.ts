/**
 * HTTP benchmark (docs/benchmarks.md, "HTTP"): autocannon against a bare Express hello
 * world and the built server's public reads, server-rendered pages and an admin read,
 * in the same run, each server in its own process.
 *
 *   npm run bench:http                       # writes results/latest.json
 *   BENCH_SECONDS=3 npm run bench:http       # a quick look (writes results/run-*.json only)
 *
 * BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50);
 * BENCH_DATABASE_URL runs the server on that PostgreSQL database instead of a fresh PGlite.
 * BENCH_IDENTITY=0 skips the informative pass without compression. Exits 1 when a goal fails.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuiltServer, type RunningSite, startBuiltServer } from "../support/built-server";
import { loadAverage, machineInfo } from "../support/machine";
import { saveResult } from "../support/results";
import { type LoadResult, measure } from "./load";
import { type EndpointResult, evaluate, failuresOf, GOALS, type HttpResult, toMarkdown } from "./report";
import {
  ACCEPT,
  BROWSER,
  type Endpoint,
  endpointsOf,
  headersOf,
  loadOptionsFromEnv,
  preflight,
  startBaseline,
} from "./setup";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../../..");

const { seconds, warmupSeconds, connections } = loadOptionsFromEnv();
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const withIdentity = process.env.BENCH_IDENTITY !== "0";
const isDefaultRun = seconds === 10 && warmupSeconds === 2 && connections === 50;

const log = (line: string) => console.log(line);
const started = performance.now();
const machineAtStart = machineInfo(repoRoot, ["services", "web-public", "shared"]);

function describe(name: string, r: LoadResult): string {
  return (
    `${name.padEnd(56)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.latencyMs.p50} ms  p99 ${r.latencyMs.p99} ms` +
    `  ${r.bytesPerResponse} B/response  errors ${r.errors} timeouts ${r.timeouts} non-2xx ${r.non2xx}`
  );
}

async function load(origin: string, path: string, headers: Record<string, string>): Promise<LoadResult> {
  return measure({ url: `${origin}${path}`, headers, connections, seconds, warmupSeconds });
}

let baseline: RunningSite | undefined;
let site: BuiltServer | undefined;
try {
  baseline = await startBaseline(repoRoot);
  site = await startBuiltServer(repoRoot, { name: "http-bench", databaseUrl });
  const { endpoints } = await endpointsOf(site.origin);
  for (const e of endpoints) await preflight(site.origin, e);
  log(
    `HTTP benchmark: ${connections} connections, ${seconds} s per endpoint after ${warmupSeconds} s of warm-up; ` +
      `baseline ${baseline.origin}, site ${site.origin} (${site.database})`,
  );

  const first = await load(baseline.origin, "/", { ...BROWSER, accept: ACCEPT.json });
  log(describe("baseline (first)", first));
  const measured: { e: Endpoint; result: LoadResult }[] = [];
  for (const e of endpoints) {
    const result = await load(site.origin, e.path, headersOf(e, true));
    log(describe(e.path, result));
    measured.push({ e, result });
  }
  const identityMeasured: typeof measured = [];
  if (withIdentity) {
    for (const e of endpoints) {
      const result = await load(site.origin, e.path, headersOf(e, false));
      log(describe(`${e.path} (no compression)`, result));
      identityMeasured.push({ e, result });
    }
  }
  const last = await load(baseline.origin, "/", { ...BROWSER, accept: ACCEPT.json });
  log(describe("baseline (last)", last));

  const baselineRps = Math.round((first.requestsPerSecond + last.requestsPerSecond) / 2);
  const toResult = ({ e, result }: (typeof measured)[number]): EndpointResult =>
    evaluate(e.path, e.path, e.kind, result, baselineRps);
  const endpointResults = measured.map(toResult);
  const identity = identityMeasured.map(toResult);
  const baselineClean = failuresOf(first) + failuresOf(last) === 0;

  const result: HttpResult = {
    benchmark: "http",
    command: "npm run bench:http",
    machine: {
      ...machineAtStart,
      database: site.database === "postgres" ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite (fresh data directory)",
      autocannon: JSON.parse(readFileSync(join(repoRoot, "node_modules/autocannon/package.json"), "utf8")).version,
    },
    config: { connections, seconds, warmupSeconds, headers: BROWSER },
    durationSeconds: Math.round((performance.now() - started) / 1000),
    loadAverageAtEnd: loadAverage(),
    baseline: {
      first,
      last,
      requestsPerSecond: baselineRps,
      drift: Math.round(((last.requestsPerSecond - first.requestsPerSecond) / first.requestsPerSecond) * 1000) / 1000,
    },
    endpoints: endpointResults,
    identity,
    pass: baselineClean && endpointResults.every((e) => e.pass),
  };

  log("");
  log(toMarkdown(result));
  log("");
  if (!baselineClean) log("FAIL  the baseline itself had errors or non-2xx answers: the run is not valid");
  for (const e of endpointResults) {
    const goal = GOALS[e.kind];
    const needed = Math.ceil(goal * baselineRps);
    const gap =
      e.ratio < goal
        ? `: short by ${(goal - e.ratio).toFixed(2)}, needs ${needed.toLocaleString("en-US")} req/s, ` +
          `${(needed / e.result.requestsPerSecond).toFixed(1)} x what it did`
        : "";
    log(
      `${e.pass ? "PASS" : "FAIL"}  GET ${e.path}: ${e.ratio.toFixed(2)} x baseline (goal >= ${goal.toFixed(2)})${gap}; ` +
        `${e.failures} failed requests`,
    );
  }

  saveResult(here, result, isDefaultRun);
} finally {
  await site?.stop();
  await baseline?.stop();
}
