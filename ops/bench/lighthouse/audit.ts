/**
 * One Lighthouse 12 run (default config: the mobile preset, simulated throttling)
 * in Debian's chromium, reduced to what the benchmark reports: the four category
 * scores, the performance metrics, the audits that lost points, and the requests
 * the page made.
 */
import { execFileSync } from "node:child_process";
import { type LaunchedChrome, launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

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
 * Runs Lighthouse on one URL in the given browser; returns the summary and the full report. A trace that
 * Lighthouse itself could not record (NO_NAVSTART and the like, seen on a busy machine) is tried once more
 * rather than losing the whole run.
 */
export async function audit(
  url: string,
  chrome: LaunchedChrome,
  cpuSlowdown = DEFAULT_CPU_SLOWDOWN,
): Promise<{ summary: AuditSummary; lhr: Result }> {
  try {
    return await auditOnce(url, chrome, cpuSlowdown);
  } catch (error) {
    console.warn(`${error instanceof Error ? error.message : String(error)}; trying once more`);
    return auditOnce(url, chrome, cpuSlowdown);
  }
}

/** Lighthouse's own mobile preset: a mid-range phone, 4 times slower than the machine's CPU. */
export const DEFAULT_CPU_SLOWDOWN = 4;

async function auditOnce(
  url: string,
  chrome: LaunchedChrome,
  cpuSlowdown: number,
): Promise<{ summary: AuditSummary; lhr: Result }> {
  // Only the CPU factor changes; the network stays the preset's slow 4G (a slower phone on the same network).
  const settings =
    cpuSlowdown === DEFAULT_CPU_SLOWDOWN
      ? {}
      : {
          throttling: {
            rttMs: 150,
            throughputKbps: 1638.4,
            requestLatencyMs: 150 * 3.75,
            downloadThroughputKbps: 1638.4 * 0.9,
            uploadThroughputKbps: 750 * 0.9,
            cpuSlowdownMultiplier: cpuSlowdown,
          },
        };
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    onlyCategories: [...CATEGORIES],
    ...settings,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return { summary: summarize(lhr), lhr };
}
