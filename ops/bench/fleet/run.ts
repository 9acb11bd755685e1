/**
 * The fleet under load (docs/benchmarks.md, "Fleet"): the edge (nginx) in front of two built instances on one
 * PostgreSQL database, as `npm run fleet` starts them, and a flood through the edge from 1,000 loopback client
 * addresses (ops/bench/fleet/flood.ts) at the highest rate this process reaches. Four phases:
 *
 *   1. flood: the share of public page answers that came from the edge's cache, 5xx, and each instance's /healthz
 *      p50/p99/max sampled directly (every 25 ms, from another process) while the flood runs (after 2 s of warm-up);
 *   2. rolling restart under the flood: SIGTERM instance a, wait for it to exit, start it, wait until ready and
 *      the edge's fail_timeout (Fleet.rollingRestart); then b;
 *   3. kill -9 of instance a under the flood (then it is started again);
 *   4. an edit saved on instance a, and how long until instance b's own page shows it.
 *
 *   npm run bench:fleet                     # about 60-90 s; writes results/latest.json
 *   FLEET_SECONDS=5 npm run bench:fleet     # a quick look (results/run-*.json only)
 *
 * BENCH_DATABASE_URL: the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/test); the bench makes its
 * own database there and drops it. FLEET_CLIENTS: client addresses (default 1,000). Traffic goes to 127.0.0.0/8 only.
 * Goals: >= 95 % of public page answers from the edge; /healthz p99 <= 50 ms and max <= 150 ms on each instance
 * during the flood; 0 failed requests in the rolling restart and after the kill; the edit on b within 1 s.
 * Exits 1 when a goal fails.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { databaseUrlFor, dropDatabase, ensureDatabase } from "../../fleet/database";
import { type Fleet, type FleetInstance, startFleet } from "../../fleet/fleet";
import { ADMIN_TOKEN, adminRequest, LANDING_PAGE, logIn } from "../support/admin-api";
import { loadAverage, machineInfo, runSentence } from "../support/machine";
import { type GoalResult, goalsSection, markdownTable } from "../support/markdown";
import { saveResult } from "../support/results";
import { edgeShare, type FloodCounts, startFlood } from "./flood";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../../..");
const seconds = Number(process.env.FLEET_SECONDS ?? 15);
const clients = Number(process.env.FLEET_CLIENTS ?? 1_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const WARMUP_MS = 2_000;
const GOALS = { edgeShare: 95, p99: 50, max: 150, editMs: 1_000 };
const log = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Probe {
  n: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

/** /healthz of each instance, sampled every 25 ms for `ms` by the latency probe in its own process. */
async function probeInstances(instances: readonly FleetInstance[], ms: number): Promise<Record<string, Probe>> {
  const urls = instances.map((i) => `${i.origin}/healthz`);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(here, "../support/latency-probe.mjs"), String(ms), "25", ...urls],
    { timeout: ms + 60_000 },
  );
  const report = JSON.parse(stdout) as Record<string, Probe>;
  return Object.fromEntries(instances.map((i, k) => [i.name, report[urls[k] ?? ""] as Probe]));
}

/** The public pages of the flood: the home page, lists, the landing page, and locations from the sitemap. */
async function publicPages(edgeUrl: string, landingPath: string): Promise<string[]> {
  const sitemap = await (await fetch(`${edgeUrl}/sitemap.xml`)).text();
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? "/").pathname)
    .filter((path) => path !== "/")
    .slice(0, 40);
  return [...new Set(["/", "/movements", landingPath, ...fromSitemap])];
}

/** Runs `during` while the flood goes on, then lets the flood run `tailMs` more. */
async function underFlood(fleet: Fleet, pages: readonly string[], during: () => Promise<void>, tailMs: number) {
  const flood = startFlood(fleet.edgeUrl, pages, clients);
  await sleep(1_000);
  await during();
  await sleep(tailMs);
  return flood.stop();
}

/** Saves the page on instance `a` (the operator's Origin is the site's, the edge's URL) and times until `b` shows it. */
async function editSeenOnOther(fleet: Fleet, pageId: string, landingPath: string): Promise<number | undefined> {
  const [a, b] = fleet.instances;
  if (!a || !b) return undefined;
  const session = await logIn(fleet.edgeUrl);
  // b renders the page and keeps it in its own cache first: what it shows afterwards is what it heard of the edit.
  for (let k = 0; k < 2; k++) await (await fetch(`${b.origin}${landingPath}`)).arrayBuffer();
  const heroHeadline = `Edited at ${new Date().toISOString()}`;
  const saved = await fetch(`${a.origin}/api/admin/landing-pages/${pageId}`, {
    method: "PUT",
    headers: { ...session.headers, "content-type": "application/json", origin: fleet.edgeUrl },
    body: JSON.stringify({ ...LANDING_PAGE, heroHeadline }),
  });
  if (!saved.ok) throw new Error(`The edit on ${a.name} answered ${saved.status}: ${await saved.text()}`);
  const savedAt = performance.now();
  while (performance.now() - savedAt < 12_000) {
    const html = await (await fetch(`${b.origin}${landingPath}`)).text();
    if (html.includes(heroHeadline)) return Math.round(performance.now() - savedAt);
    await sleep(20);
  }
  return undefined;
}

const describeCounts = (c: FloodCounts) =>
  `${c.sent} requests in ${c.seconds} s (${Math.round(c.sent / c.seconds)} req/s); answers ${Object.entries(c.statuses)
    .map(([status, n]) => `${n} x ${status === "0" ? "none" : status}`)
    .join(", ")}; client p50 ${c.p50} ms, p99 ${c.p99} ms, max ${c.max} ms`;

const started = Date.now();
const machine = machineInfo(repoRoot, ["services", "shared", "web-public", "ops/edge", "ops/fleet"]);
const databaseName = `mb_bench_fleet_${randomBytes(5).toString("hex")}`;
await ensureDatabase(serverUrl, databaseName);
const fleet = await startFleet({
  repoRoot,
  databaseUrl: databaseUrlFor(serverUrl, databaseName),
  adminToken: ADMIN_TOKEN,
  // An access log line per request would be what is measured.
  edge: { accessLog: "off" },
});
let stopped = false;
const stopAll = async () => {
  if (stopped) return;
  stopped = true;
  await fleet.stop();
  await dropDatabase(serverUrl, databaseName);
};
process.once("SIGINT", () => void stopAll().then(() => process.exit(130)));

try {
  const admin = await logIn(fleet.edgeUrl);
  const created = await adminRequest<{ page: { id: string } }>(
    admin,
    "POST",
    "/api/admin/landing-pages/manual",
    LANDING_PAGE,
  );
  const landingPath = `/pages/${LANDING_PAGE.slug}`;
  const pages = await publicPages(fleet.edgeUrl, landingPath);
  for (const page of pages) await (await fetch(`${fleet.edgeUrl}${page}`)).arrayBuffer();
  log(`fleet: edge ${fleet.edgeUrl}, instances ${fleet.instances.map((i) => i.origin).join(", ")}`);
  log(`flood: ${clients} client addresses, ${pages.length} public pages (+ one request in twenty to an instance)`);

  // 1. The flood, with /healthz of each instance sampled directly.
  const flood = startFlood(fleet.edgeUrl, pages, clients);
  // Sampled once the flood's 1,000 connections are open and it runs at its pace.
  await sleep(WARMUP_MS);
  const healthz = await probeInstances(fleet.instances, seconds * 1000);
  const floodCounts = await flood.stop();
  const share = edgeShare(floodCounts.pageCache);
  log(`\n1. flood: ${describeCounts(floodCounts)}`);
  log(`   public pages by X-Cache-Status: ${JSON.stringify(floodCounts.pageCache)} -> ${share} % from the edge`);
  for (const [name, p] of Object.entries(healthz))
    log(
      `   instance ${name} /healthz: p50 ${p.p50} ms, p99 ${p.p99} ms, max ${p.max} ms (${p.n} samples, ${p.failures} failed)`,
    );

  // 2. Rolling restart under the flood.
  const restart = await underFlood(fleet, pages, () => fleet.rollingRestart(), 1_000);
  log(`\n2. rolling restart: ${describeCounts(restart)}; failed ${restart.failed}`);

  // 3. kill -9 under the flood, then the instance is started again.
  const [victim] = fleet.instances;
  const kill = await underFlood(fleet, pages, async () => victim?.kill() ?? undefined, 5_000);
  await victim?.start();
  log(`\n3. kill -9 of ${victim?.name}: ${describeCounts(kill)}; failed ${kill.failed}`);

  // 4. An edit on a, seen on b.
  const editMs = await editSeenOnOther(fleet, created.page.id, landingPath);
  log(`\n4. edit on a seen on b: ${editMs === undefined ? "n/a (not within 12 s)" : `${editMs} ms`}`);

  const goals: GoalResult[] = [
    {
      goal: `public pages answered by the edge >= ${GOALS.edgeShare} %`,
      value: `${share} %`,
      pass: share >= GOALS.edgeShare,
    },
    ...Object.entries(healthz).map(([name, p]) => ({
      goal: `instance ${name} /healthz p99 <= ${GOALS.p99} ms, max <= ${GOALS.max} ms`,
      value: `p99 ${p.p99} ms, max ${p.max} ms`,
      pass: p.failures === 0 && p.p99 <= GOALS.p99 && p.max <= GOALS.max,
    })),
    { goal: "0 failed requests in the rolling restart", value: String(restart.failed), pass: restart.failed === 0 },
    { goal: "0 failed requests after kill -9", value: String(kill.failed), pass: kill.failed === 0 },
    {
      goal: `an edit on a seen on b within ${GOALS.editMs} ms`,
      value: editMs === undefined ? "n/a" : `${editMs} ms`,
      pass: editMs !== undefined && editMs <= GOALS.editMs,
    },
  ];
  const phases = [
    ["flood", floodCounts],
    ["rolling restart", restart],
    ["kill -9", kill],
  ] as const;
  const durationSeconds = Math.round((Date.now() - started) / 1000);
  log("");
  log(
    runSentence(
      "npm run bench:fleet",
      machine,
      [`PostgreSQL, ${clients} client addresses, ${seconds} s flood`],
      durationSeconds,
      loadAverage(),
    ),
  );
  log("");
  log(
    markdownTable(
      [
        "phase",
        "requests",
        "req/s",
        "public pages from the edge",
        "5xx or no answer",
        "429",
        "client p50 / p99 / max ms",
      ],
      phases.map(([name, c]) => [
        name,
        c.sent,
        Math.round(c.sent / c.seconds),
        `${edgeShare(c.pageCache)} %`,
        c.failed,
        c.statuses["429"] ?? 0,
        `${c.p50} / ${c.p99} / ${c.max}`,
      ]),
    ),
  );
  log("");
  log(
    markdownTable(
      ["instance (during the flood)", "/healthz p50 ms", "p99 ms", "max ms", "samples"],
      Object.entries(healthz).map(([name, p]) => [name, p.p50, p.p99, p.max, p.n]),
    ),
  );
  log("");
  for (const line of goalsSection(goals)) log(line);
  await stopAll();
  saveResult(
    here,
    {
      machine,
      durationSeconds,
      pass: goals.every((g) => g.pass),
      ...{ seconds, clients, goals: GOALS, flood: floodCounts, healthz, restart, kill, editMs, results: goals },
    } as Parameters<typeof saveResult>[1],
    seconds === 15 && clients === 1_000,
  );
} finally {
  await stopAll();
}
