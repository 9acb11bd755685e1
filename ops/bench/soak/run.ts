/**
 * Soak (docs/benchmarks.md, "Soak"): the built server under sustained mixed traffic for
 * SOAK_MINUTES with the automation running every minute (offline page generator), its heap
 * sampled after a full GC every 30 s over IPC (heap-probe.mjs), then the stored events
 * checked against the runs.
 *
 *   npm run bench:soak                                  # 10 minutes, writes results/latest.json
 *   SOAK_MINUTES=3 npm run bench:soak                   # a shorter try (results/run-*.json only)
 *   SOAK_MINUTES=2 AUTOMATION_MINUTE_MS=15000 npm run bench:soak   # runs every 15 s, for a quick look
 *
 * SOAK_RATE (requests/s over all connections, default 100), SOAK_CONNECTIONS (10),
 * SOAK_SAMPLE_SECONDS (30); BENCH_DATABASE_URL runs the server on that PostgreSQL database.
 * Exits 1 when a goal fails.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { adminRequest, logIn, publishLandingPage } from "../support/admin-api";
import { type BuiltServer, startBuiltServer } from "../support/built-server";
import { loadAverage, machineInfo } from "../support/machine";
import type { GoalResult } from "../support/markdown";
import { saveResult } from "../support/results";
import { type HeapSample, heapProbe } from "./heap";
import { GOALS, type SoakResult, toMarkdown } from "./report";
import { checkRuns, readEvents, readStatus } from "./runs-check";
import { runTraffic } from "./traffic";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../../..");

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}
const minutes = positive("SOAK_MINUTES", 10);
const minuteMs = positive("AUTOMATION_MINUTE_MS", 60_000);
const connections = positive("SOAK_CONNECTIONS", 10);
const rate = positive("SOAK_RATE", 100);
const sampleSeconds = positive("SOAK_SAMPLE_SECONDS", 30);
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const INTERVAL_MINUTES = 1;
const isDefaultRun =
  minutes === 10 && minuteMs === 60_000 && connections === 10 && rate === 100 && sampleSeconds === 30;

const started = performance.now();
const clock = () => new Date().toISOString().slice(11, 19);
const log = (line: string) => console.log(line);
const machineAtStart = machineInfo(repoRoot, ["services", "web-public", "shared"]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const BROWSER = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  "accept-encoding": "gzip, deflate, br, zstd",
};
const HTML = { ...BROWSER, accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
const JSON_ = { ...BROWSER, accept: "application/json" };

/** Waits until no run is in flight or about to start, so that the soak ends between runs. */
async function waitBetweenRuns(session: Parameters<typeof readStatus>[0]): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  // "Soon": within 15 s, or a third of the interval when AUTOMATION_MINUTE_MS shortens it.
  const soonMs = Math.min(15_000, (INTERVAL_MINUTES * minuteMs) / 3);
  while (Date.now() < deadline) {
    const status = await readStatus(session);
    const dueSoon = status.nextRunAt !== null && Date.parse(status.nextRunAt) - Date.now() < soonMs;
    if (!status.isRunningWorkflow && status.currentRunId === null && !dueSoon) return;
    await sleep(1_000);
  }
  throw new Error("A run was still in flight 5 minutes after the traffic ended");
}

let site: BuiltServer | undefined;
try {
  site = await startBuiltServer(repoRoot, {
    name: "soak",
    nodeArgs: ["--expose-gc", `--import=${pathToFileURL(join(here, "heap-probe.mjs")).href}`],
    ipc: true,
    env: { AUTOMATION_MINUTE_MS: String(minuteMs) },
    databaseUrl,
  });
  const probe = heapProbe(site.child);
  const session = await logIn(site.origin);
  const landingPath = await publishLandingPage(session);

  const statusBefore = await readStatus(session);
  if (statusBefore.status !== "stopped")
    throw new Error(`The automation is ${statusBefore.status} before the soak: stop it first (shared database?)`);
  const earlier = await readEvents(session, 0);
  const startSeq = earlier.at(-1)?.seq ?? 0;

  const requests = [
    { path: "/", headers: HTML },
    { path: "/api/locations", headers: JSON_ },
    { path: "/movements", headers: HTML },
    { path: "/api/reviews", headers: JSON_ },
    { path: landingPath, headers: HTML },
    { path: `/api/metadata?path=${encodeURIComponent("/movements")}`, headers: JSON_ },
    { path: BRAND_PATHS.playerScript, headers: { ...BROWSER, accept: "*/*" } },
    { path: "/api/automation/status", headers: { ...JSON_, ...session.headers } },
    { path: "/api/automation/logs?limit=50", headers: { ...JSON_, ...session.headers } },
    { path: "/api/automation/events?limit=100", headers: { ...JSON_, ...session.headers } },
  ];
  for (const r of requests) {
    const res = await fetch(`${site.origin}${r.path}`, { headers: r.headers });
    if (res.status !== 200) throw new Error(`GET ${r.path} answered ${res.status} before the soak`);
  }

  await adminRequest(session, "PUT", "/api/automation/interval", { minutes: INTERVAL_MINUTES });
  await adminRequest(session, "POST", "/api/automation/start");
  log(
    `[${clock()}] soak: ${minutes} min on ${site.origin} (${site.database}), ${connections} connections at ${rate} req/s, ` +
      `automation every ${INTERVAL_MINUTES} minute (${minuteMs} ms)`,
  );

  const trafficStarted = performance.now();
  const elapsed = () => (performance.now() - trafficStarted) / 1000;
  const samples: HeapSample[] = [];
  const takeSample = async () => {
    const sample = await probe.sample(elapsed());
    samples.push(sample);
    const status = await readStatus(session);
    log(
      `[${clock()}] ${(sample.atSeconds / 60).toFixed(1).padStart(5)} min  heap ${sample.heapUsed} MiB` +
        `  rss ${sample.rss} MiB  array buffers ${sample.arrayBuffers} MiB  gc ${sample.gcMs} ms  cpu ${sample.cpuPercent} %` +
        `  runs ${status.totalRuns} (${status.successCount} ok, ${status.errorCount} failed)${status.isRunningWorkflow ? ` at step ${status.currentStep}` : ""}`,
    );
  };
  await takeSample();
  let sampling: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    // The last sample is taken once the traffic has ended.
    if (elapsed() > minutes * 60 - sampleSeconds / 2) return;
    sampling = sampling.then(takeSample).catch((error) => log(`heap sample failed: ${error}`));
  }, sampleSeconds * 1000);
  const traffic = await runTraffic({
    origin: site.origin,
    requests,
    connections,
    rate,
    seconds: minutes * 60,
    windowSeconds: sampleSeconds,
  });
  clearInterval(timer);
  await sampling;
  await takeSample();

  await waitBetweenRuns(session);
  await adminRequest(session, "POST", "/api/automation/stop");
  const stoppedAt = new Date();
  const automationSeconds = elapsed();
  const statusAfter = await readStatus(session);
  const events = await readEvents(session, startSeq);
  const check = checkRuns(events, statusBefore, statusAfter, stoppedAt);
  // From the start to the stop (the soak ends between runs): the first run at once, each next one an interval after the last ended.
  const expected = 1 + Math.floor((automationSeconds * 1000) / (INTERVAL_MINUTES * minuteMs + check.meanRunMs));

  const atMinute2 = samples.reduce((best, s) =>
    Math.abs(s.atSeconds - 120) < Math.abs(best.atSeconds - 120) ? s : best,
  );
  const atEnd = samples.at(-1) as HeapSample;
  const ratio = Math.round((atEnd.heapUsed / atMinute2.heapUsed) * 1000) / 1000;
  const goals: GoalResult[] = [
    {
      goal: `heap at the end <= ${GOALS.heapRatio} x heap at minute 2 (heap used after a full GC)`,
      value: `${atEnd.heapUsed} MiB at ${(atEnd.atSeconds / 60).toFixed(1)} min / ${atMinute2.heapUsed} MiB at ${(atMinute2.atSeconds / 60).toFixed(1)} min = ${ratio.toFixed(2)}`,
      pass: ratio <= GOALS.heapRatio,
    },
    {
      goal: "no failed request (errors, timeouts, non-2xx)",
      value: `${traffic.failures} of ${traffic.requestsTotal.toLocaleString("en-US")} (${traffic.errors} errors, ${traffic.timeouts} timeouts, ${traffic.non2xx} non-2xx)`,
      pass: traffic.failures === GOALS.failedRequests,
    },
    {
      goal: "the events match the runs (one start and one end each, 8 steps per completed run, status counters agree, every due schedule started a run)",
      value:
        `${check.runsStarted} RunStarted, ${check.runsCompleted} completed, ${check.runsFailed} failed, ${check.runsStopped} stopped; ` +
        `status ${check.status.totalRuns} runs; ${check.schedulesDue} schedules due` +
        (check.problems.length ? `; ${check.problems.length} problems` : ""),
      pass: check.pass,
    },
    {
      goal: `runs within ${GOALS.runTolerance} of 1 + time from start to stop / (interval + mean run time)`,
      value: `${check.runsStarted} runs, expected ${expected} (${Math.round(automationSeconds)} s, interval ${minuteMs * INTERVAL_MINUTES} ms, mean run ${check.meanRunMs} ms)`,
      pass: Math.abs(check.runsStarted - expected) <= GOALS.runTolerance,
    },
  ];

  const result: SoakResult = {
    benchmark: "soak",
    command: isDefaultRun ? "npm run bench:soak" : `SOAK_MINUTES=${minutes} npm run bench:soak`,
    machine: {
      ...machineAtStart,
      database: site.database === "postgres" ? "PostgreSQL (BENCH_DATABASE_URL)" : "PGlite (fresh data directory)",
      autocannon: JSON.parse(readFileSync(join(repoRoot, "node_modules/autocannon/package.json"), "utf8")).version,
    },
    config: {
      minutes,
      automationMinuteMs: minuteMs,
      intervalMinutes: INTERVAL_MINUTES,
      connections,
      rate,
      sampleSeconds,
      paths: requests.map((r) => r.path),
    },
    durationSeconds: Math.round((performance.now() - started) / 1000),
    loadAverageAtEnd: loadAverage(),
    heap: { samples, atMinute2, atEnd, ratio },
    traffic,
    runs: { ...check, expected },
    goals,
    pass: goals.every((g) => g.pass),
  };

  log("");
  log(toMarkdown(result));
  log("");
  for (const g of goals) log(`${g.pass ? "PASS" : "FAIL"}  ${g.goal}: ${g.value}`);

  saveResult(here, result, isDefaultRun);
} finally {
  await site?.stop();
}
