/**
 * One Lighthouse 12 run (default config: the mobile preset, simulated throttling)
 * in Debian's chromium, reduced to what the benchmark reports: the four category
 * scores, the performance metrics, the audits that lost points, and the requests
 * the page made.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Result, type RunnerResult } from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export const METRICS = {
  "first-contentful-paint": "FCP ms",
  "largest-contentful-paint": "LCP ms",
  "total-blocking-time": "TBT ms",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI ms",
} as const;
export type Metric = keyof typeof METRICS;

export interface RequestSummary {
  url: string;
  resourceType: string;
  /** Bytes on the wire (headers included, compressed when the server compressed). */
  transferSize: number;
  /** Bytes of the decoded body. */
  resourceSize: number;
  statusCode: number;
}

export interface LostPoints {
  id: string;
  category: Category;
  title: string;
  score: number;
  displayValue?: string;
}

export interface AuditSummary {
  url: string;
  finalUrl: string;
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits with a weight in a category that did not score 1 (performance: metrics and diagnostics alike). */
  lostPoints: LostPoints[];
  requests: RequestSummary[];
  benchmarkIndex: number;
  runWarnings: string[];
  lighthouseVersion: string;
}

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage"],
    logLevel: "silent",
  });
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A diagnostic (weight 0) is worth listing when Lighthouse estimates it would save time or bytes. */
function hasSavings(audit: Result["audits"][string]): boolean {
  if (audit.scoreDisplayMode !== "metricSavings") return false;
  const ms = Object.values(audit.metricSavings ?? {}).some((value) => (value ?? 0) > 0);
  const details = audit.details as { overallSavingsBytes?: number } | undefined;
  return ms || (details?.overallSavingsBytes ?? 0) > 0;
}

/** The browser's full version (the user agent Lighthouse reports is reduced to 156.0.0.0). */
export function chromiumVersion(): string {
  try {
    const out = execFileSync(CHROMIUM, ["--version"], { stdio: ["ignore", "pipe", "ignore"] }).toString();
    return /Chromium [\d.]+/.exec(out)?.[0] ?? out.trim();
  } catch {
    return "unknown";
  }
}

export function summarize(lhr: Result): AuditSummary {
  const scores = {} as Record<Category, number>;
  const lostPoints: LostPoints[] = [];
  for (const category of CATEGORIES) {
    const entry = lhr.categories[category];
    if (!entry || entry.score === null)
      throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
    scores[category] = Math.round(entry.score * 100);
    for (const ref of entry.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight === 0 && !hasSavings(audit)) continue;
      lostPoints.push({
        id: ref.id,
        category,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  const metrics = {} as Record<Metric, number>;
  for (const id of Object.keys(METRICS) as Metric[]) {
    const value = lhr.audits[id]?.numericValue ?? Number.NaN;
    metrics[id] = id === "cumulative-layout-shift" ? round(value, 3) : round(value);
  }
  const details = lhr.audits["network-requests"]?.details;
  const items = (details && "items" in details ? details.items : []) as Record<string, unknown>[];
  const requests = items.map((item) => ({
    url: String(item.url),
    resourceType: String(item.resourceType ?? ""),
    transferSize: Number(item.transferSize ?? 0),
    resourceSize: Number(item.resourceSize ?? 0),
    statusCode: Number(item.statusCode ?? 0),
  }));
  return {
    url: lhr.requestedUrl ?? lhr.finalDisplayedUrl,
    finalUrl: lhr.finalDisplayedUrl,
    scores,
    metrics,
    lostPoints,
    requests,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runWarnings: lhr.runWarnings.map(String),
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/**
 * Lighthouse's 4x CPU multiplier "moves a typical run in the high-end desktop bracket somewhere into the mid-tier
 * mobile bracket", the high-end desktop bracket being a benchmark index of 1500-2000 (Lighthouse's
 * docs/throttling.md, "Calibrating the CPU slowdown"). Its middle is the host the multipliers are meant for. The
 * lenient end of the readings: Chrome DevTools' calibration puts the preset's phone at 264, which would make the
 * reference host 4 x 264 = 1056 and every calibrated multiplier 1.7 times larger (docs/decisions.md).
 */
export const REFERENCE_BENCHMARK_INDEX = 1750;

/**
 * The multiplier that makes this host, as fast as its benchmark index says, the phone `cpuSlowdown` makes of the
 * reference host: on a host half as fast, half the multiplier (Lighthouse's own advice for weaker hosts).
 */
export function calibratedSlowdown(cpuSlowdown: number, benchmarkIndex: number): number {
  return Math.round(((cpuSlowdown * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX) * 10) / 10;
}

export interface AuditRun {
  summary: AuditSummary;
  lhr: Result;
}

/**
 * Runs Lighthouse on one URL in the given browser; returns the summary and the full report. A trace that
 * Lighthouse itself could not record (NO_NAVSTART and the like, seen on a busy machine) is tried once more
 * rather than losing the whole run. With `calibrate`, the same load is judged a second time at the multiplier
 * calibrated to the host's benchmark index of that run (`calibratedSlowdown`): one trace, two simulations.
 */
export async function audit(
  url: string,
  chrome: LaunchedChrome,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
  options: { calibrate?: boolean } = {},
): Promise<AuditRun & { calibrated?: AuditRun & { cpuSlowdown: number } }> {
  try {
    return await auditOnce(url, chrome, cpuSlowdown, options.calibrate ?? false);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : String(error)}; trying once more`);
    return auditOnce(url, chrome, cpuSlowdown, options.calibrate ?? false);
  }
}

/** Lighthouse's own mobile preset: a mid-range phone, 4 times slower than the machine's CPU. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** Only the CPU factor changes; the network stays the preset's slow 4G (a slower phone on the same network). */
function throttlingFor(cpuSlowdown: number) {
  return {
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 150 * 3.75,
      downloadThroughputKbps: 1638.4 * 0.9,
      uploadThroughputKbps: 750 * 0.9,
      cpuSlowdownMultiplier: cpuSlowdown,
    },
  };
}

function checked(result: RunnerResult | undefined, url: string): AuditRun {
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { summary: summarize(lhr), lhr };
}

async function auditOnce(
  url: string,
  chrome: LaunchedChrome,
  cpuSlowdown: number,
  calibrate: boolean,
): Promise<AuditRun & { calibrated?: AuditRun & { cpuSlowdown: number } }> {
  const common = { logLevel: "error" as const, output: "json" as const, onlyCategories: [...CATEGORIES] };
  const settings = cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? {} : throttlingFor(cpuSlowdown);
  if (!calibrate) return checked(await lighthouse(url, { port: chrome.port, ...common, ...settings }), url);
  // The load's artifacts (trace, network log, benchmark index) kept on disk, so that they can be judged again.
  const artifacts = mkdtempSync(join(tmpdir(), "lighthouse-artifacts-"));
  try {
    const first = checked(
      await lighthouse(url, { port: chrome.port, ...common, ...settings, gatherMode: artifacts, auditMode: artifacts }),
      url,
    );
    const calibratedCpu = calibratedSlowdown(cpuSlowdown, first.summary.benchmarkIndex);
    // Lighthouse refuses to audit with settings other than the gather's. Under simulated throttling the load is
    // gathered unthrottled whatever the multiplier (it only enters the simulation), so the saved settings may say
    // the calibrated one.
    const saved = join(artifacts, "artifacts.json");
    const stored = JSON.parse(readFileSync(saved, "utf8")) as { settings: { throttling: Record<string, number> } };
    stored.settings.throttling = throttlingFor(calibratedCpu).throttling;
    writeFileSync(saved, JSON.stringify(stored));
    const second = checked(
      await lighthouse(url, { ...common, ...throttlingFor(calibratedCpu), auditMode: artifacts }),
      url,
    );
    return { ...first, calibrated: { ...second, cpuSlowdown: calibratedCpu } };
  } finally {
    rmSync(artifacts, { recursive: true, force: true });
  }
}
