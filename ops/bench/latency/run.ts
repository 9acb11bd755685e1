/**
 * Latency while the automation works (docs/benchmarks.md, "Latency during runs"): the built server
 * on a fresh embedded database, the automation running, and a second process sampling GET /healthz,
 * /api/automation/status and a server-rendered public page every 25 ms.
 *
 *   npm run bench:latency                          # 180 s, runs back to back (1 ms minutes): the harshest case
 *   LATENCY_SECONDS=20 npm run bench:latency       # a quick look (writes results/run-*.json only)
 *
 * LATENCY_MINUTE_MS (default 1) is the length of the automation's "minute" (its interval is 1 minute);
 * 60000 gives one run a minute as in production. Goals: p99 <= 50 ms and max <= 150 ms per endpoint.
 * BENCH_DATABASE_URL runs the server on that PostgreSQL database. Exits 1 when a goal fails.
 */
import { execFile } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { adminRequest, logIn } from "../support/admin-api";
import { startBuiltServer } from "../support/built-server";
import { machineInfo } from "../support/machine";
import { saveResult } from "../support/results";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, "../../..");
const seconds = Number(process.env.LATENCY_SECONDS ?? 180);
const minuteMs = Number(process.env.LATENCY_MINUTE_MS ?? 1);
const GOALS = { p99: 50, max: 150 };

interface Sampled {
  n: number;
  failures: number;
  p50: number;
  p99: number;
  max: number;
}

const probe = async (urls: string[], headers: Record<string, string>): Promise<Record<string, Sampled>> => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(here, "../support/latency-probe.mjs"), String(seconds * 1000), "25", ...urls],
    { env: { ...process.env, PROBE_HEADERS: JSON.stringify(headers) }, timeout: seconds * 1000 + 120_000 },
  );
  return JSON.parse(stdout);
};

const started = Date.now();
const machine = machineInfo(repoRoot, ["services", "shared"]);
const server = await startBuiltServer(repoRoot, {
  name: "latency",
  env: { AUTOMATION_MINUTE_MS: String(minuteMs) },
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
try {
  const session = await logIn(server.origin);
  type Status = { totalRuns: number; successCount: number; errorCount: number };
  const status = () => adminRequest<Status>(session, "GET", "/api/automation/status");
  await adminRequest(session, "PUT", "/api/automation/interval", { minutes: 1 });
  await adminRequest(session, "POST", "/api/automation/start");
  const before = await status();
  console.log(`sampling for ${seconds} s while the automation runs (a minute is ${minuteMs} ms) ...`);
  // Admin reads carry the session; the probe sends the same headers to the public URLs, which ignore them.
  const urls = ["/healthz", "/api/automation/status", "/movements/neck-relief"].map((p) => `${server.origin}${p}`);
  const sampled = await probe(urls, session.headers);
  // A server that stopped answering still gets its figures reported.
  const within = <T>(work: Promise<T>) =>
    Promise.race([
      work,
      new Promise<undefined>((resolve) => (setTimeout(resolve, 30_000) as unknown as NodeJS.Timeout).unref()),
    ]).catch(() => undefined);
  const after = (await within(status())) ?? { ...before, errorCount: Number.NaN, successCount: Number.NaN };
  await within(adminRequest(session, "POST", "/api/automation/stop"));

  const endpoints = Object.entries(sampled).map(([url, s]) => ({
    path: new URL(url).pathname,
    ...s,
    pass: s.failures === 0 && s.p99 <= GOALS.p99 && s.max <= GOALS.max,
  }));
  const runs = { completed: after.successCount - before.successCount, failed: after.errorCount - before.errorCount };
  console.log("");
  console.log("| endpoint | samples | failed | p50 ms | p99 ms | max ms | goal |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const e of endpoints) {
    console.log(
      `| ${e.path} | ${e.n} | ${e.failures} | ${e.p50} | ${e.p99} | ${e.max} | ${e.pass ? "met" : "NOT met"} |`,
    );
  }
  console.log(
    `\nruns during the sampling: ${runs.completed} completed, ${runs.failed} failed (database: ${server.database})`,
  );
  saveResult(
    here,
    {
      machine,
      durationSeconds: Math.round((Date.now() - started) / 1000),
      pass: endpoints.every((e) => e.pass) && runs.failed === 0,
      ...{ seconds, minuteMs, database: server.database, goals: GOALS, endpoints, runs },
    } as Parameters<typeof saveResult>[1],
    seconds >= 180,
  );
} finally {
  await server.stop();
}
