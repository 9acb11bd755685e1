/**
 * The built server scraped by a real Prometheus (Debian's package, 2.42): a temporary config with the bearer
 * token, its own storage and port; passes once `up` is 1 and a movebreak_ series is stored, and promtool reads the
 * exposition. Skipped where /usr/bin/prometheus is not installed, and on the PostgreSQL pass (what it checks does
 * not depend on the database). Needs the build (`npm test` builds when it is missing).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, captureOutput, freePort, startBuiltServer, stopChild } from "../bench/support/built-server";

const PROMETHEUS = "/usr/bin/prometheus";
const PROMTOOL = "/usr/bin/promtool";
const TOKEN = "scrape-test-metrics-token-0123456789";
const repoRoot = resolve(import.meta.dirname, "../..");

/** prom-client's own default gauges whose names end in _total; promtool's lint names them, nothing else may be. */
const PROM_CLIENT_NAMES = /^movebreak_nodejs_active_(handles|requests|resources)_total /;

type Vector = { metric: Record<string, string>; value: [number, string] }[];

describe.skipIf(!existsSync(PROMETHEUS) || Boolean(process.env.TEST_DATABASE_URL))("scraped by Prometheus", () => {
  let server: BuiltServer;
  let prometheus: ChildProcess;
  let prometheusOutput: () => string;
  let api: string;
  const work = mkdtempSync(join(tmpdir(), "mb-prometheus-"));

  const query = async (promql: string): Promise<Vector> => {
    const answer = await fetch(`${api}/api/v1/query?query=${encodeURIComponent(promql)}`);
    const body = (await answer.json()) as { status: string; data: { result: Vector } };
    if (body.status !== "success") throw new Error(`${promql}: ${JSON.stringify(body)}`);
    return body.data.result;
  };
  const eventually = async (promql: string, done: (result: Vector) => boolean): Promise<Vector> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const result = await query(promql).catch(() => [] as Vector);
      if (done(result)) return result;
      if (Date.now() > deadline) {
        throw new Error(`${promql} never as expected: ${JSON.stringify(result)}\n${prometheusOutput()}`);
      }
      await new Promise((wake) => setTimeout(wake, 250));
    }
  };

  beforeAll(async () => {
    server = await startBuiltServer(repoRoot, { name: "prometheus", env: { METRICS_TOKEN: TOKEN } });
    const target = new URL(server.origin).host;
    writeFileSync(join(work, "token"), TOKEN);
    // One job with the token, one without: the second must be refused (up 0), or the guard is not guarding.
    writeFileSync(
      join(work, "prometheus.yml"),
      [
        "global:",
        "  scrape_interval: 1s",
        "  scrape_timeout: 1s",
        "scrape_configs:",
        "  - job_name: movebreak",
        "    authorization:",
        "      type: Bearer",
        `      credentials_file: ${join(work, "token")}`,
        "    static_configs:",
        `      - targets: ["${target}"]`,
        "  - job_name: movebreak-without-token",
        "    static_configs:",
        `      - targets: ["${target}"]`,
        "",
      ].join("\n"),
    );
    const port = await freePort();
    api = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${join(work, "prometheus.yml")}`,
        `--storage.tsdb.path=${join(work, "data")}`,
        `--web.listen-address=127.0.0.1:${port}`,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    prometheusOutput = captureOutput(prometheus);
  }, 120_000);

  afterAll(async () => {
    if (prometheus) await stopChild(prometheus);
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  it("when Prometheus scrapes with the bearer token, then the target is up and the app's series are stored", async () => {
    // A page and a read, so the request histogram has a series for each route.
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
    expect((await fetch(`${server.origin}/api/locations`)).status).toBe(200);
    const up = await eventually('up{job="movebreak"}', (result) => result[0]?.value[1] === "1");
    const refused = await eventually('up{job="movebreak-without-token"}', (result) => result[0]?.value[1] === "0");
    const requests = await eventually(
      'sum by (route) (movebreak_http_request_duration_seconds_count{job="movebreak",route=~"/|/api/locations"})',
      (result) => result.length === 2,
    );
    const lag = await eventually('movebreak_nodejs_eventloop_lag_p99_seconds{job="movebreak"}', (r) => r.length === 1);
    const queues = await eventually('movebreak_queue_jobs{job="movebreak",state="deferred"}', (r) => r.length >= 4);
    const show = (result: Vector) => result.map(({ metric, value }) => `${JSON.stringify(metric)} ${value[1]}`);
    // Printed for docs/deployment.md ("Scraped by Prometheus").
    console.log(
      [
        `up{job="movebreak"}: ${show(up)}`,
        `up{job="movebreak-without-token"}: ${show(refused)}`,
        ...show(requests),
        ...show(lag),
        `${queues.length} queue_jobs{state="deferred"} series`,
      ].join("\n"),
    );
  });

  it.skipIf(!existsSync(PROMTOOL))(
    "when promtool reads a scrape, then it parses, and only prom-client's own names draw a lint",
    async () => {
      const answer = await fetch(`${server.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      const checked = spawnSync(PROMTOOL, ["check", "metrics"], { input: await answer.text(), encoding: "utf8" });
      // 0: clean; 3: lint problems only (1 would be a parse error).
      expect([0, 3], checked.stderr).toContain(checked.status);
      const problems = `${checked.stdout}${checked.stderr}`.split("\n").filter((line) => line.trim() !== "");
      expect(problems.filter((line) => !PROM_CLIENT_NAMES.test(line))).toEqual([]);
    },
  );
});
