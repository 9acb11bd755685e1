/**
 * Before and after in one run: the same endpoints of bench:http measured on two builds of the
 * server (another checkout, built, and this one), alternated endpoint by endpoint and round by
 * round, with the bare Express baseline measured in every round. A change "not worse than
 * before" is read from the after/before ratio of each endpoint, which a busier machine moves
 * for both sides alike.
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
 *   BENCH_BEFORE_ROOT=/tmp/before npm run bench:http:compare
 *
 * BENCH_ROUNDS (default 3), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50);
 * BENCH_ONLY=/api/automation/status measures only the endpoints whose path contains it.
 * Writes results/compare-<date>.json (never latest.json).
 */
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type BuiltServer, type RunningSite, startBuiltServer } from "../support/built-server";
import { loadAverage, machineInfo } from "../support/machine";
import { markdownTable } from "../support/markdown";
import { saveResult } from "../support/results";
import { type LoadResult, measure } from "./load";
import {
  ACCEPT,
  BROWSER,
  type Endpoint,
  endpointsOf,
  envNumber,
  headersOf,
  loadOptionsFromEnv,
  preflight,
  startBaseline,
} from "./setup";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../../..");
const beforeRoot = process.env.BENCH_BEFORE_ROOT ? resolve(process.env.BENCH_BEFORE_ROOT) : "";
if (!beforeRoot || !existsSync(join(beforeRoot, "services/dist/main.js"))) {
  console.error(
    "Set BENCH_BEFORE_ROOT to a built checkout of the commit to compare with (see the comment at the top).",
  );
  process.exit(2);
}
const rounds = envNumber("BENCH_ROUNDS", 3);
const { seconds, warmupSeconds, connections } = loadOptionsFromEnv();
const only = process.env.BENCH_ONLY ?? "";
const started = performance.now();
const machine = machineInfo(repoRoot, ["services", "web-public", "shared"]);
const beforeCommit = machineInfo(beforeRoot, ["services", "web-public", "shared"]).commit;

const load = (origin: string, path: string, headers: Record<string, string>): Promise<LoadResult> =>
  measure({ url: `${origin}${path}`, headers, connections, seconds, warmupSeconds });

type Side = "before" | "after";
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const round2 = (x: number) => Math.round(x * 100) / 100;

let baseline: RunningSite | undefined;
const servers: Partial<Record<Side, BuiltServer>> = {};
try {
  baseline = await startBaseline(repoRoot);
  servers.before = await startBuiltServer(beforeRoot, { name: "http-before" });
  servers.after = await startBuiltServer(repoRoot, { name: "http-after" });
  const chosen = (endpoints: Endpoint[]) => endpoints.filter((e) => e.path.includes(only));
  const endpointsBySide = {
    before: chosen((await endpointsOf(servers.before.origin)).endpoints),
    after: chosen((await endpointsOf(servers.after.origin)).endpoints),
  };
  for (const side of ["before", "after"] as const) {
    for (const e of endpointsBySide[side]) await preflight(servers[side]?.origin ?? "", e);
  }
  console.log(
    `HTTP before/after: ${rounds} rounds, ${connections} connections, ${seconds} s per measurement after ${warmupSeconds} s; ` +
      `before ${beforeCommit} (${beforeRoot}), after ${machine.commit}`,
  );
  const baselineRps: number[] = [];
  const rps: Record<Side, number[][]> = { before: [], after: [] };
  const p99: Record<Side, number[][]> = { before: [], after: [] };
  for (let r = 0; r < rounds; r++) {
    const b = await load(baseline.origin, "/", { ...BROWSER, accept: ACCEPT.json });
    baselineRps.push(b.requestsPerSecond);
    console.log(`round ${r + 1}: baseline ${b.requestsPerSecond} req/s`);
    endpointsBySide.after.forEach((_, i) => {
      rps.before[i] ??= [];
      rps.after[i] ??= [];
      p99.before[i] ??= [];
      p99.after[i] ??= [];
    });
    for (let i = 0; i < endpointsBySide.after.length; i++) {
      // Alternate which side goes first, so that neither always follows the other's warm caches or heat.
      const order: Side[] = (r + i) % 2 === 0 ? ["before", "after"] : ["after", "before"];
      for (const side of order) {
        const e = endpointsBySide[side][i] as Endpoint;
        const result = await load(servers[side]?.origin ?? "", e.path, headersOf(e, true));
        const failed = result.errors + result.timeouts + result.non2xx;
        if (failed > 0) throw new Error(`${side} ${e.path}: ${failed} failed requests`);
        rps[side][i]?.push(result.requestsPerSecond);
        p99[side][i]?.push(result.latencyMs.p99);
        console.log(
          `  ${side.padEnd(6)} ${e.path.padEnd(52)} ${result.requestsPerSecond} req/s  p99 ${result.latencyMs.p99} ms`,
        );
      }
    }
  }
  const base = mean(baselineRps);
  const rows = endpointsBySide.after.map((e, i) => {
    const before = rps.before[i] ?? [];
    const after = rps.after[i] ?? [];
    const perRound = after.map((a, k) => a / (before[k] ?? a));
    return {
      path: e.path.startsWith("/pages/") ? "/pages/{slug}" : e.path,
      before: { requestsPerSecond: Math.round(mean(before)), ratio: round2(mean(before) / base), p99Ms: p99.before[i] },
      after: { requestsPerSecond: Math.round(mean(after)), ratio: round2(mean(after) / base), p99Ms: p99.after[i] },
      afterOverBefore: round2(mean(after) / mean(before)),
      afterOverBeforePerRound: perRound.map(round2),
    };
  });
  console.log("");
  console.log(
    markdownTable(
      [
        "endpoint",
        "before req/s",
        "before x baseline",
        "after req/s",
        "after x baseline",
        "after / before",
        "per round",
      ],
      rows.map((row) => [
        `\`GET ${row.path}\``,
        row.before.requestsPerSecond.toLocaleString("en-US"),
        row.before.ratio.toFixed(2),
        row.after.requestsPerSecond.toLocaleString("en-US"),
        row.after.ratio.toFixed(2),
        `**${row.afterOverBefore.toFixed(2)}**`,
        row.afterOverBeforePerRound.map((x) => x.toFixed(2)).join(", "),
      ]),
    ),
  );
  console.log(`baseline per round: ${baselineRps.join(", ")} req/s (mean ${Math.round(base)})`);
  saveResult(
    here,
    {
      machine: { ...machine, date: `compare-${machine.date}` },
      durationSeconds: Math.round((performance.now() - started) / 1000),
      pass: true,
      ...{ before: { root: beforeRoot, commit: beforeCommit }, loadAverageAtEnd: loadAverage(), baselineRps, rows },
    } as Parameters<typeof saveResult>[1],
    false,
  );
} finally {
  await servers.after?.stop();
  await servers.before?.stop();
  await baseline?.stop();
}
