/**
 * The soak's result: goals and the Markdown summary printed for docs/benchmarks.md.
 *
 *   npx tsx ops/bench/soak/report.ts        # prints results/latest.json as Markdown
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type MachineInfo, runSentence } from "../support/machine";
import { type GoalResult, goalsSection, markdownTable } from "../support/markdown";
import type { HeapSample } from "./heap";
import type { RunsCheck } from "./runs-check";
import type { TrafficResult } from "./traffic";

export const GOALS = { heapRatio: 1.2, failedRequests: 0, runTolerance: 1 } as const;

export interface SoakResult {
  benchmark: "soak";
  command: string;
  machine: MachineInfo & { database: string; autocannon: string };
  config: {
    minutes: number;
    automationMinuteMs: number;
    intervalMinutes: number;
    connections: number;
    rate: number;
    sampleSeconds: number;
    paths: string[];
  };
  durationSeconds: number;
  loadAverageAtEnd: number[];
  heap: { samples: HeapSample[]; atMinute2: HeapSample; atEnd: HeapSample; ratio: number };
  traffic: TrafficResult;
  runs: RunsCheck & { expected: number };
  goals: GoalResult[];
  pass: boolean;
}

const n = (value: number) => value.toLocaleString("en-US");

export function toMarkdown(r: SoakResult): string {
  const m = r.machine;
  const c = r.config;
  const t = r.traffic;
  const out: string[] = [];
  out.push(
    `${runSentence(r.command, m, [`autocannon ${m.autocannon}`, `database ${m.database}`], r.durationSeconds, r.loadAverageAtEnd)} ` +
      `${c.minutes} minutes of traffic, ${c.connections} connections at ${c.rate} requests/s overall, cycling through ` +
      `${c.paths.map((p) => `\`${p}\``).join(", ")}; the automation running every ${c.intervalMinutes} minute` +
      `${c.automationMinuteMs === 60_000 ? "" : ` (a "minute" of ${c.automationMinuteMs} ms)`} with the offline page generator; ` +
      `heap sampled every ${c.sampleSeconds} s after a forced full GC (node --expose-gc).`,
  );
  out.push("");
  out.push(...goalsSection(r.goals));
  out.push("");
  out.push(
    `Traffic: ${n(t.requestsTotal)} requests, ${t.requestsPerSecond} req/s, latency p50 ${t.latencyMs.p50} ms, ` +
      `p99 ${t.latencyMs.p99} ms, max ${t.latencyMs.max} ms; ${t.errors} errors (${t.timeouts} timeouts), ${t.non2xx} non-2xx.`,
  );
  out.push("");
  out.push(
    markdownTable(
      ["path", "responses", "non-2xx", "statuses"],
      t.perPath.map((p) => [
        `\`${p.path}\``,
        n(p.responses),
        p.non2xx,
        Object.entries(p.statuses)
          .map(([status, count]) => `${status}: ${n(count)}`)
          .join(", "),
      ]),
      1,
    ),
  );
  out.push("");
  out.push("Heap after a full GC, and latency over time:");
  out.push("");
  // The window that ends at a sample (the last sample, taken once the traffic has ended, gets the last window).
  const windowBefore = (seconds: number) => {
    const index = Math.min(Math.ceil(seconds / c.sampleSeconds) - 1, t.windows.length - 1);
    return index >= 0 ? t.windows.find((w) => w.fromSeconds === index * c.sampleSeconds) : undefined;
  };
  out.push(
    markdownTable(
      [
        "minute",
        "heap used MiB",
        "heap total MiB",
        "RSS MiB",
        "array buffers MiB",
        "server CPU %",
        "req/s",
        "p50 ms",
        "p99 ms",
      ],
      r.heap.samples.map((s) => {
        const w = windowBefore(s.atSeconds);
        return [
          (s.atSeconds / 60).toFixed(1),
          s.heapUsed,
          s.heapTotal,
          s.rss,
          s.arrayBuffers,
          s.cpuPercent,
          w?.requestsPerSecond ?? "",
          w?.p50 ?? "",
          w?.p99 ?? "",
        ];
      }),
    ),
  );
  out.push("");
  const runs = r.runs;
  out.push(
    `Automation: ${runs.runsStarted} runs started, ${runs.runsCompleted} completed, ${runs.runsFailed} failed, ` +
      `${runs.runsStopped} stopped (mean ${n(runs.meanRunMs)} ms a run, started ${n(runs.startDelayMs.mean)} ms ` +
      `after the scheduled time on average, ${n(runs.startDelayMs.max)} ms at most); the status API counts ${runs.status.totalRuns} ` +
      `finished, ${runs.status.successCount} successful, ${runs.status.errorCount} failed; ${n(runs.events)} events: ` +
      `${Object.entries(runs.eventTypes)
        .map(([type, count]) => `${type} ${count}`)
        .join(", ")}.`,
  );
  if (runs.problems.length > 0) {
    out.push("");
    out.push("Problems in the events:");
    for (const p of runs.problems) out.push(`- ${p}`);
  }
  return out.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const here = dirname(fileURLToPath(import.meta.url));
  const result = JSON.parse(readFileSync(join(here, "results/latest.json"), "utf8")) as SoakResult;
  console.log(toMarkdown(result));
}
