import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_QUEUE } from "../src/automation/effects";
import { findRepoRoot } from "../src/lib/repo-root";
import { type Exposition, exposedNames, parseExposition, type Sample } from "./support/exposition";
import { fakeSteps, waitUntil } from "./support/fake-steps";
import { startRunsBackToBack, startTestApp, type TestApp, withSession } from "./support/test-app";

const TOKEN = "test-metrics-token-0123456789";
// Grafana's placeholder for the data source picked at import, written as Grafana writes it (not a JS template).
const DATASOURCE = { type: "prometheus", uid: ["$", "{DS_PROMETHEUS}"].join("") };
const BUDGET = 10;
let nextAddress = 0;

describe("GET /metrics when no METRICS_TOKEN is set", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  }, 180_000);
  afterAll(() => t.stop());

  it("when Prometheus asks, with or without a token, then the address does not exist (404)", async () => {
    expect((await t.request("/metrics")).status).toBe(404);
    expect((await t.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  // Each test speaks from its own address (TRUST_PROXY=1), so the per-client budget of one does not touch another.
  const from =
    (ip: string) =>
    (path: string, init: RequestInit = {}) =>
      t.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip } });
  const newAddress = () => from(`192.0.2.${++nextAddress}`);
  const bearer = (token: string): RequestInit => ({ headers: { authorization: `Bearer ${token}` } });
  const scrape = async (): Promise<Exposition> => {
    const answer = await newAddress()("/metrics", bearer(TOKEN));
    expect(answer.status).toBe(200);
    return parseExposition(await answer.text());
  };
  const samples = (exposition: Exposition, name: string, labels: Record<string, string> = {}): Sample[] =>
    exposition.samples.filter(
      (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  const total = (exposition: Exposition, name: string, labels: Record<string, string> = {}) =>
    samples(exposition, name, labels).reduce((sum, sample) => sum + sample.value, 0);

  beforeAll(async () => {
    t = await startTestApp({
      steps: fakeSteps().steps,
      env: {
        METRICS_TOKEN: TOKEN,
        TRUST_PROXY: "1",
        RATE_LIMIT_PER_CLIENT: String(BUDGET),
        AUTOMATION_MINUTE_MS: "100",
        AUTOMATION_STEP_TIMEOUT_MS: "2000",
      },
    });
  }, 180_000);
  afterAll(() => t.stop());

  it("when the bearer token is wrong or missing, then 401 says what is needed, and nothing is cached", async () => {
    const get = newAddress();
    for (const init of [bearer("not-the-metrics-token-at-all"), {}, { headers: { authorization: `Basic ${TOKEN}` } }]) {
      const answer = await get("/metrics", init);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("cache-control")).toBe("no-store");
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await answer.text()).toContain("Authorization: Bearer <METRICS_TOKEN>");
    }
  });

  it("when the token is right, then the answer is Prometheus' text format with every movebreak_ metric", async () => {
    const answer = await newAddress()("/metrics", bearer(TOKEN));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const exposition = parseExposition(await answer.text());
    for (const [name, type] of [
      ["movebreak_http_request_duration_seconds", "histogram"],
      ["movebreak_nodejs_eventloop_lag_seconds", "gauge"],
      ["movebreak_nodejs_eventloop_lag_p99_seconds", "gauge"],
      ["movebreak_process_cpu_seconds_total", "counter"],
      ["movebreak_automation_runs_total", "counter"],
      ["movebreak_automation_steps_total", "counter"],
      ["movebreak_automation_step_duration_seconds", "histogram"],
      ["movebreak_queue_jobs", "gauge"],
      ["movebreak_cache_requests_total", "counter"],
      ["movebreak_db_pool_connections", "gauge"],
    ]) {
      expect(exposition.types.get(name as string), name).toBe(type);
    }
    // Every family is the app's own: prefixed, so it never collides with another exporter's on the dashboard.
    expect([...exposition.types.keys()].filter((name) => !name.startsWith("movebreak_"))).toEqual([]);
  });

  it("when a location is read by id, then its duration is recorded under the route's pattern, never the address", async () => {
    const get = newAddress();
    const list = (await (await get("/api/locations")).json()) as { id: number }[] | { items: { id: number }[] };
    const first = Array.isArray(list) ? list[0] : list.items[0];
    expect(first).toBeDefined();
    expect((await get(`/api/locations/${first?.id}`)).status).toBe(200);
    expect((await get("/api/locations/999999999")).status).toBe(404);
    expect((await get("/")).status).toBe(200);
    expect((await get("/media/no-such-clip.mp4")).status).toBe(404);

    const exposition = await scrape();
    const count = "movebreak_http_request_duration_seconds_count";
    expect(total(exposition, count, { method: "GET", route: "/api/locations/:id", status_class: "2xx" })).toBe(1);
    expect(total(exposition, count, { method: "GET", route: "/api/locations/:id", status_class: "4xx" })).toBe(1);
    expect(total(exposition, count, { method: "GET", route: "/api/locations" })).toBeGreaterThanOrEqual(1);
    // A public page by its pattern in the route table; what no route answered as "unmatched".
    expect(total(exposition, count, { method: "GET", route: "/", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(total(exposition, count, { route: "unmatched", status_class: "4xx" })).toBeGreaterThanOrEqual(1);
    const routes = new Set(samples(exposition, count).map((sample) => sample.labels.route));
    expect([...routes].filter((route) => /\d{3,}/.test(route ?? ""))).toEqual([]);
  });

  it("when one route is asked in 64 spellings of its case, then it is one label, in the code's case", async () => {
    // Express matches paths whatever their case; the label must not carry the request's own spelling.
    const path = "/api/admin/session";
    const spelling = (i: number) => {
      let letter = 0;
      return path.replace(/[a-z]/g, (c) => (letter < 6 && (i >> letter++) & 1 ? c.toUpperCase() : c));
    };
    for (let i = 0; i < 64; i++) expect((await newAddress()(spelling(i))).status).toBe(200);
    await newAddress()("/API/LOCATIONS/999999999");
    const count = "movebreak_http_request_duration_seconds_count";
    const routes = new Set(samples(await scrape(), count).map((sample) => sample.labels.route ?? ""));
    expect([...routes].filter((route) => route !== route.toLowerCase() && !route.includes(":"))).toEqual([]);
    expect(total(await scrape(), count, { route: path })).toBeGreaterThanOrEqual(64);
    expect(routes.has("/api/locations/:id")).toBe(true);
  });

  it("when a public read is asked twice, then the cache counts a miss then a hit", async () => {
    const before = await scrape();
    const cached = { cache: "public_reads" };
    const get = newAddress();
    await get("/api/location-content");
    await get("/api/location-content");
    const after = await scrape();
    const delta = (result: string) =>
      total(after, "movebreak_cache_requests_total", { ...cached, result }) -
      total(before, "movebreak_cache_requests_total", { ...cached, result });
    expect(delta("hit")).toBeGreaterThanOrEqual(1);
    expect(delta("hit") + delta("miss")).toBe(2);
  });

  it("when scraped, then the database's connections and every queue's depth by state are read at that moment", async () => {
    const exposition = await scrape();
    expect(total(exposition, "movebreak_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(samples(exposition, "movebreak_db_pool_connections", { state: "waiting" })).toHaveLength(1);
    const states = samples(exposition, "movebreak_queue_jobs", { queue: RUN_QUEUE }).map((s) => s.labels.state);
    expect(states.sort()).toEqual(["active", "deferred", "queued", "retry"]);
  });

  it("when the automation runs, then runs, step outcomes and step durations are counted", async () => {
    const session = await t.login();
    await startRunsBackToBack(t, session);
    const status = () => t.json("/api/automation/status", withSession(session)).then((answer) => answer.body);
    await waitUntil("a finished run", status, (s) => s.totalRuns >= 1);
    await t.json("/api/automation/stop", withSession(session, { method: "POST" }));
    await waitUntil("the stop", status, (s) => s.currentRunId === null);

    const exposition = await scrape();
    expect(total(exposition, "movebreak_automation_runs_total", { outcome: "completed" })).toBeGreaterThanOrEqual(1);
    expect(
      total(exposition, "movebreak_automation_steps_total", { step: "publish", outcome: "completed" }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      total(exposition, "movebreak_automation_step_duration_seconds_count", { step: "publish" }),
    ).toBeGreaterThanOrEqual(1);
  });

  it("when Prometheus scrapes past the per-client budget, then it is still answered, while guesses are budgeted", async () => {
    const scraper = newAddress();
    for (let i = 0; i < BUDGET * 2; i++) expect((await scraper("/metrics", bearer(TOKEN))).status).toBe(200);
    const guesser = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET * 2; i++) statuses.push((await guesser("/metrics", bearer(`guess-${i}`))).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(BUDGET);
    expect(statuses.filter((status) => status === 429)).toHaveLength(BUDGET);
  });

  describe("the Grafana dashboard (ops/grafana/movebreak.json)", () => {
    const dashboard = JSON.parse(readFileSync(join(findRepoRoot(), "ops/grafana/movebreak.json"), "utf8"));
    const panels: any[] = dashboard.panels.flatMap((panel: any) => [panel, ...(panel.panels ?? [])]);
    const queries = panels.filter((panel) => panel.type !== "row");

    it("when imported, then it has what Grafana requires: uid, title, schemaVersion, panels with a type, a place and queries", () => {
      expect(dashboard.uid).toMatch(/^[a-zA-Z0-9_-]{1,40}$/);
      expect(dashboard.title).toBe("Movebreak");
      expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
      // The data source is chosen at import, so the same file imports into any Grafana.
      expect(dashboard.__inputs).toEqual([
        expect.objectContaining({ name: "DS_PROMETHEUS", type: "datasource", pluginId: "prometheus" }),
      ]);
      expect(queries.length).toBeGreaterThanOrEqual(8);
      const ids = new Set<number>();
      for (const panel of panels) {
        expect(typeof panel.type, panel.title).toBe("string");
        expect(panel.title, JSON.stringify(panel)).toEqual(expect.any(String));
        expect(Number.isInteger(panel.id)).toBe(true);
        ids.add(panel.id);
        for (const key of ["x", "y", "w", "h"])
          expect(Number.isInteger(panel.gridPos?.[key]), `${panel.title} ${key}`).toBe(true);
        expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      }
      expect(ids.size).toBe(panels.length);
      for (const panel of queries) {
        expect(panel.datasource, panel.title).toEqual(DATASOURCE);
        expect(panel.targets.length, panel.title).toBeGreaterThanOrEqual(1);
        for (const target of panel.targets) {
          expect(target.expr, panel.title).toEqual(expect.any(String));
          expect(target.refId, panel.title).toMatch(/^[A-Z]$/);
        }
      }
    });

    it("when its queries run, then every metric they name is one the app exposes", async () => {
      const exposed = exposedNames(await scrape());
      const named = new Set<string>();
      for (const panel of queries) {
        for (const target of panel.targets) {
          for (const [name] of (target.expr as string).matchAll(/\bmovebreak_[a-zA-Z0-9_]+/g)) named.add(name);
          // Every series it reads is the app's: no other exporter's metric slips in unnoticed.
          const bare = (target.expr as string)
            .replace(/\{[^}]*\}/g, "")
            .replace(/\[[^\]]*\]/g, "")
            .match(/\b[a-z_]+_(total|seconds|bucket|count|sum|bytes|jobs|connections)\b/g);
          for (const name of bare ?? []) expect(name, target.expr).toMatch(/^movebreak_/);
        }
      }
      expect(named.size).toBeGreaterThanOrEqual(8);
      expect([...named].filter((name) => !exposed.has(name))).toEqual([]);
    });
  });
});
