/**
 * Lighthouse benchmark (docs/benchmarks.md, "Lighthouse"): Lighthouse 12 with its
 * default config (the mobile preset, simulated throttling) in Debian's chromium on
 * /, /movements, /movements/{slug}, /try/{key}, /pages/{slug}, /features and /pricing of the built server, against a
 * baseline static page served by node:http in this process, audited the same way.
 *
 *   npm run bench:lighthouse                         # 3 runs per page, writes results/latest.json and the docs
 *   npx tsx ops/bench/lighthouse/run.ts --runs 1 --no-write --only /movements   # a quick look
 *   LH_CPU=8 npm run bench:lighthouse                # a phone twice as slow (CPU slowdown 8): results/latest-cpu8.json
 *
 * A run at a CPU slowdown other than 4 also judges each load a second time, from the same trace, at the slowdown
 * calibrated to the host's benchmark index (audit.ts, calibratedSlowdown): the multipliers are relative to the host.
 *
 * Needs the build (`npm run build`). CHROME_PATH overrides /usr/bin/chromium.
 * Full reports of the last run of each page go to results/lhr-*.json (not committed).
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { logIn, publishLandingPage } from "../support/admin-api";
import { startBuiltServer } from "../support/built-server";
import { loadAverage, machineInfo } from "../support/machine";
import {
  type AuditSummary,
  audit,
  CATEGORIES,
  type Category,
  chromiumVersion,
  DEFAULT_CPU_SLOWDOWN,
  launchChromium,
  METRICS,
  type Metric,
  REFERENCE_BENCHMARK_INDEX,
} from "./audit";
import { measureScripts, thirdPartyRequests } from "./js-weight";
import {
  evaluateGoals,
  goalsFor,
  kb,
  type LighthouseResult,
  median,
  type TargetResult,
  toMarkdown,
  updateBenchmarksDoc,
} from "./report";
import { startBaseline } from "./server";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../../..");
const MOVEMENT_SLUG = "hip-pain";
/** A shared routine of the seed (ops/seed/shared-movebreaks.json), rendered on the server since issue 18. */
const SHARED_KEY = "morning-desk-reset";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    only: { type: "string", multiple: true },
    "no-write": { type: "boolean", default: false },
    cpu: { type: "string", default: process.env.LH_CPU ?? String(DEFAULT_CPU_SLOWDOWN) },
  },
});
const cpuSlowdown = Number(args.cpu);
if (!(cpuSlowdown >= 1)) throw new Error("--cpu (or LH_CPU) must be a CPU slowdown factor >= 1");
const slowPhone = cpuSlowdown !== DEFAULT_CPU_SLOWDOWN;
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs must be a positive integer");
const writeLatest = !args["no-write"] && !args.only;

const started = performance.now();
const log = (line: string) => console.log(line);

const machineAtStart = machineInfo(repoRoot, ["web-public", "services"]);

function combine(name: string, url: string, summaries: AuditSummary[]): TargetResult {
  const scores = {} as Record<Category, number>;
  for (const c of CATEGORIES) scores[c] = median(summaries.map((s) => s.scores[c]));
  const metrics = {} as Record<Metric, number>;
  for (const id of Object.keys(METRICS) as Metric[]) metrics[id] = median(summaries.map((s) => s.metrics[id]));
  const lost = new Map<string, TargetResult["lostPoints"][number]>();
  for (const summary of summaries) {
    for (const point of summary.lostPoints) {
      const key = `${point.category}:${point.id}`;
      const seen = lost.get(key);
      if (seen) seen.runs += 1;
      else
        lost.set(key, {
          id: point.id,
          category: point.category,
          title: point.title,
          runs: 1,
          ...(point.displayValue ? { displayValue: point.displayValue } : {}),
        });
    }
  }
  return {
    name,
    url,
    runs: summaries.map((s) => ({ scores: s.scores, metrics: s.metrics, benchmarkIndex: s.benchmarkIndex })),
    median: { scores, metrics },
    lostPoints: [...lost.values()],
    thirdParty: [...new Set(summaries.flatMap((s) => thirdPartyRequests(s.url, s.requests)))],
  };
}

function printTable(targets: readonly TargetResult[]): void {
  const metricIds = Object.keys(METRICS) as Metric[];
  const headers = ["page", ...CATEGORIES, ...metricIds.map((id) => METRICS[id])];
  const rows = targets.map((t) => [
    t.name,
    ...CATEGORIES.map((c) => String(t.median.scores[c])),
    ...metricIds.map((id) => String(t.median.metrics[id])),
  ]);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  log(line(headers));
  log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) log(line(row));
}

const baseline = await startBaseline();
const site = await startBuiltServer(repoRoot, { name: "lighthouse" });
try {
  const landingPath = await publishLandingPage(await logIn(site.origin));
  const pages = [
    { name: "baseline", url: `${baseline.origin}/` },
    { name: "/", url: `${site.origin}/` },
    { name: "/movements", url: `${site.origin}/movements` },
    { name: `/movements/${MOVEMENT_SLUG}`, url: `${site.origin}/movements/${MOVEMENT_SLUG}` },
    { name: `/try/${SHARED_KEY}`, url: `${site.origin}/try/${SHARED_KEY}` },
    { name: landingPath, url: `${site.origin}${landingPath}` },
    { name: "/features", url: `${site.origin}/features` },
    { name: "/pricing", url: `${site.origin}/pricing` },
  ].filter((page) => page.name === "baseline" || !args.only || args.only.includes(page.name));
  log(`Lighthouse ${runs} run(s) per page: baseline ${baseline.origin}, site ${site.origin}`);

  const summaries = new Map<string, AuditSummary[]>(pages.map((p) => [p.name, []]));
  // A slow-phone run also judges each load at the multiplier calibrated to the host (audit.ts, calibratedSlowdown).
  const calibratedSummaries = new Map<string, AuditSummary[]>(pages.map((p) => [p.name, []]));
  const calibratedMultipliers: number[] = [];
  const reports = new Map<string, unknown>();
  let lighthouseVersion = "";
  // Pages interleaved run by run, so that a busier moment of the machine weighs on all of them alike.
  for (let round = 1; round <= runs; round += 1) {
    const chrome = await launchChromium();
    try {
      for (const page of pages) {
        const { summary, lhr, calibrated } = await audit(page.url, chrome, cpuSlowdown, { calibrate: slowPhone });
        summaries.get(page.name)?.push(summary);
        if (calibrated) {
          calibratedSummaries.get(page.name)?.push(calibrated.summary);
          calibratedMultipliers.push(calibrated.cpuSlowdown);
        }
        reports.set(page.name, lhr);
        lighthouseVersion = lhr.lighthouseVersion;
        const s = summary.scores;
        log(
          `run ${round}/${runs} ${page.name.padEnd(48)} perf ${s.performance} a11y ${s.accessibility} bp ${s["best-practices"]} seo ${s.seo}` +
            `  LCP ${summary.metrics["largest-contentful-paint"]} ms TBT ${summary.metrics["total-blocking-time"]} ms CLS ${summary.metrics["cumulative-layout-shift"]}` +
            `  (benchmark index ${summary.benchmarkIndex})` +
            (calibrated
              ? `; calibrated x${calibrated.cpuSlowdown}: perf ${calibrated.summary.scores.performance} TBT ${calibrated.summary.metrics["total-blocking-time"]} ms`
              : ""),
        );
      }
    } finally {
      chrome.kill();
    }
  }

  const [baselinePage, ...sitePages] = pages;
  if (!baselinePage) throw new Error("no pages");
  const baselineResult = combine(baselinePage.name, baselinePage.url, summaries.get(baselinePage.name) ?? []);
  const targets = sitePages.map((p) => combine(p.name, p.url, summaries.get(p.name) ?? []));
  const homeRuns = summaries.get("/");
  const homeJs = homeRuns?.[0]
    ? await measureScripts(homeRuns[0].requests)
    : { scripts: [], bytes: 0, gzipBytes: 0, transferSize: 0 };
  const goals = evaluateGoals(targets, homeJs, goalsFor(cpuSlowdown));
  const pageJs = [];
  for (const page of sitePages) {
    const first = summaries.get(page.name)?.[0];
    if (!first) continue;
    const weight = await measureScripts(first.requests);
    pageJs.push({ name: page.name, gzipBytes: weight.gzipBytes, files: weight.scripts.length });
  }

  log("");
  log("Median per page (scores 0-100; metrics as Lighthouse simulates them on a mid-range phone over slow 4G):");
  printTable([baselineResult, ...targets]);
  log("");
  for (const p of pageJs) log(`JavaScript loaded by ${p.name}: ${kb(p.gzipBytes)} KB gzipped, ${p.files} files`);
  if (homeRuns) {
    log(
      `JavaScript loaded by /: ${kb(homeJs.gzipBytes)} KB gzipped, ${kb(homeJs.bytes)} KB uncompressed, ${homeJs.scripts.length} files`,
    );
    for (const s of homeJs.scripts)
      log(`  ${new URL(s.url).pathname}  ${kb(s.bytes)} KB  ${kb(s.gzipBytes)} KB gzipped`);
    log("");
  }
  for (const t of targets) {
    for (const p of t.lostPoints) {
      log(
        `  ${t.name}: ${p.category} ${p.id} (${p.runs}/${t.runs.length} runs)${p.displayValue ? ` ${p.displayValue}` : ""}`,
      );
    }
  }
  log("");
  log("Goals:");
  for (const g of goals) log(`  ${g.pass ? "PASS" : "FAIL"}  ${g.goal}: ${g.value}`);

  let calibrated: LighthouseResult["calibrated"];
  if (calibratedMultipliers.length > 0) {
    const calibratedTargets = sitePages.map((p) => combine(p.name, p.url, calibratedSummaries.get(p.name) ?? []));
    calibrated = {
      referenceBenchmarkIndex: REFERENCE_BENCHMARK_INDEX,
      multipliers: calibratedMultipliers,
      baseline: combine(baselinePage.name, baselinePage.url, calibratedSummaries.get(baselinePage.name) ?? []),
      targets: calibratedTargets,
      goals: evaluateGoals(calibratedTargets, homeJs, goalsFor(cpuSlowdown)),
    };
    log("");
    log(
      `The same loads at the multiplier calibrated to this host (${cpuSlowdown} x benchmark index / ${REFERENCE_BENCHMARK_INDEX}, ` +
        `per run: x${Math.min(...calibratedMultipliers)} to x${Math.max(...calibratedMultipliers)}):`,
    );
    printTable([calibrated.baseline, ...calibrated.targets]);
    for (const g of calibrated.goals) log(`  ${g.pass ? "PASS" : "FAIL"}  ${g.goal}: ${g.value}`);
  }

  const result: LighthouseResult = {
    benchmark: "lighthouse",
    command: slowPhone ? `LH_CPU=${cpuSlowdown} npm run bench:lighthouse` : "npm run bench:lighthouse",
    machine: {
      ...machineAtStart,
      chromium: chromiumVersion(),
      lighthouse: lighthouseVersion,
    },
    config: {
      runs,
      cpuSlowdown,
      preset: slowPhone
        ? `Lighthouse's mobile preset (Moto G Power, slow 4G, simulated throttling) with CPU slowdown ${cpuSlowdown} instead of 4`
        : "Lighthouse default config: mobile preset (Moto G Power, slow 4G), simulated throttling",
    },
    durationSeconds: Math.round((performance.now() - started) / 1000),
    loadAverageAtEnd: loadAverage(),
    baseline: baselineResult,
    targets,
    homeJs,
    pageJs,
    goals,
    ...(calibrated ? { calibrated } : {}),
  };

  const dir = join(here, "results");
  mkdirSync(dir, { recursive: true });
  for (const [name, lhr] of reports) {
    const file = name === "baseline" ? "baseline" : name.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-") || "home";
    writeFileSync(join(dir, `lhr-${file}.json`), JSON.stringify(lhr));
  }
  const files = [join(dir, `run-${machineAtStart.date.replace(/[:.]/g, "-")}.json`)];
  const latest = join(dir, slowPhone ? `latest-cpu${cpuSlowdown}.json` : "latest.json");
  if (writeLatest) files.push(latest);
  for (const file of files) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  if (writeLatest) {
    try {
      // In the repository's format, so that `npm run lint` (biome check .) stays green on the committed result.
      execFileSync(join(repoRoot, "node_modules/.bin/biome"), ["format", "--write", latest], {
        stdio: "ignore",
      });
    } catch {
      log("(biome format failed: run `npx biome format --write ops/bench/lighthouse/results` before committing)");
    }
    updateBenchmarksDoc(join(repoRoot, "docs/benchmarks.md"), toMarkdown(result), cpuSlowdown);
  }
  log("");
  log(
    `done in ${result.durationSeconds} s; wrote ${files.map((f) => f.slice(here.length + 1)).join(", ")}${writeLatest ? " and docs/benchmarks.md" : ""}`,
  );
  if (goals.some((g) => !g.pass)) process.exitCode = 1;
} finally {
  await site.stop();
  await baseline.stop();
}
