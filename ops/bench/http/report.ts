/**
 * The HTTP benchmark's result: goals against the baseline, and the Markdown table
 * printed for docs/benchmarks.md.
 *
 *   npx tsx ops/bench/http/report.ts        # prints results/latest.json as Markdown
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MachineInfo, runSentence } from "../support/machine";
import { markdownTable } from "../support/markdown";
import type { LoadResult } from "./load";

export type EndpointKind = "json" | "ssr";

/** Requests per second as a share of the baseline's, per kind of endpoint. */
export const GOALS: Record<EndpointKind, number> = { json: 0.6, ssr: 0.15 };

export interface EndpointResult {
  name: string;
  path: string;
  kind: EndpointKind;
  result: LoadResult;
  /** requests/s over the baseline's mean requests/s. */
  ratio: number;
  failures: number;
  pass: boolean;
}

export interface HttpResult {
  benchmark: "http";
  command: string;
  machine: MachineInfo & { database: string; autocannon: string };
  config: { connections: number; seconds: number; warmupSeconds: number; headers: Record<string, string> };
  durationSeconds: number;
  loadAverageAtEnd: number[];
  baseline: { first: LoadResult; last: LoadResult; requestsPerSecond: number; drift: number };
  endpoints: EndpointResult[];
  /** The same endpoints without Accept-Encoding (no compression): where the time goes, not a goal. */
  identity: EndpointResult[];
  pass: boolean;
}

export const failuresOf = (r: LoadResult) => r.errors + r.non2xx;

export function evaluate(
  name: string,
  path: string,
  kind: EndpointKind,
  result: LoadResult,
  baselineRps: number,
): EndpointResult {
  const ratio = Math.round((result.requestsPerSecond / baselineRps) * 1000) / 1000;
  const failures = failuresOf(result);
  return { name, path, kind, result, ratio, failures, pass: ratio >= GOALS[kind] && failures === 0 };
}

const KIND_LABEL: Record<EndpointKind, string> = { json: "JSON", ssr: "server-rendered" };

function rows(endpoints: readonly EndpointResult[], withGoal: boolean) {
  return endpoints.map((e) => [
    `\`GET ${e.name}\``,
    KIND_LABEL[e.kind],
    e.result.requestsPerSecond.toLocaleString("en-US"),
    e.ratio.toFixed(2),
    e.result.latencyMs.p50,
    e.result.latencyMs.p99,
    e.result.bytesPerResponse.toLocaleString("en-US"),
    `${e.result.errors} / ${e.result.timeouts} / ${e.result.non2xx}`,
    ...(withGoal ? [`>= ${GOALS[e.kind].toFixed(2)}, no error`, e.pass ? "pass" : "**FAIL**"] : []),
  ]);
}

export function toMarkdown(r: HttpResult): string {
  const m = r.machine;
  const c = r.config;
  const b = r.baseline;
  const out: string[] = [];
  out.push(
    `${runSentence(r.command, m, [`autocannon ${m.autocannon}`, `database ${m.database}`], r.durationSeconds, r.loadAverageAtEnd)} ` +
      `Each server in its own process, autocannon in a third; ${c.connections} connections for ${c.seconds} s per endpoint ` +
      `after a ${c.warmupSeconds} s warm-up, Accept-Encoding \`${c.headers["accept-encoding"]}\` as a browser sends it.`,
  );
  out.push("");
  out.push(
    `Baseline (bare Express 5 \`res.json({ hello: "world" })\`, production mode): ${b.first.requestsPerSecond.toLocaleString("en-US")} req/s first, ` +
      `${b.last.requestsPerSecond.toLocaleString("en-US")} req/s last (drift ${(b.drift * 100).toFixed(1)} %), ` +
      `mean **${b.requestsPerSecond.toLocaleString("en-US")} req/s**, p50 ${b.first.latencyMs.p50} / ${b.last.latencyMs.p50} ms, ` +
      `p99 ${b.first.latencyMs.p99} / ${b.last.latencyMs.p99} ms.`,
  );
  out.push("");
  const headers = [
    "endpoint",
    "kind",
    "req/s",
    "x baseline",
    "p50 ms",
    "p99 ms",
    "bytes/response",
    "errors / timeouts / non-2xx",
  ];
  out.push(markdownTable([...headers, "goal", "result"], rows(r.endpoints, true), 2));
  if (r.identity.length > 0) {
    out.push("");
    out.push("The same without `Accept-Encoding` (no compression), for where the time goes (no goal):");
    out.push("");
    out.push(markdownTable(headers, rows(r.identity, false), 2));
  }
  return out.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const result = JSON.parse(readFileSync(join(here, "results/latest.json"), "utf8")) as HttpResult;
  console.log(toMarkdown(result));
}
