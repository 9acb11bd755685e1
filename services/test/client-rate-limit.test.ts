import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionId } from "../src/admin/secrets";
import { LruRateStore } from "../src/http/client-rate-limit";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

const BUDGET = 20;
const LOAD_BALANCER = "10.0.0.2";
let nextAddress = 0;

describe("one budget for every anonymous request", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      env: { TRUST_PROXY: "1", RATE_LIMIT_PER_CLIENT: String(BUDGET), HEALTH_CHECK_ADDRESSES: `${LOAD_BALANCER}/32` },
    });
  }, 180_000);
  afterAll(() => t.stop());

  const from = (ip: string, path: string, init: RequestInit = {}) =>
    t.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip } });

  it("when one client floods the site, then past its budget it gets 429 with when to retry, while other clients and operators are served", async () => {
    const flooder = "203.0.113.9";
    const answers = await Promise.all(
      Array.from({ length: BUDGET * 2 }, (_, i) => from(flooder, `/?utm_source=x${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(BUDGET);
    expect(statuses.filter((s) => s === 429)).toHaveLength(BUDGET);
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused?.text()).toMatch(/^Too many requests from your address; try again in \d+ seconds$/);

    const api = await from(flooder, "/api/locations");
    expect(api.status).toBe(429);
    expect((await api.json()).error).toMatch(/^Too many requests from your address/);

    expect((await from("198.51.100.4", "/")).status).toBe(200);
    // The flooder's own health checks count; the load balancer's do not.
    expect((await from(flooder, "/healthz")).status).toBe(429);
    for (let i = 0; i < BUDGET * 2; i++) expect((await from(LOAD_BALANCER, "/readyz")).status).toBe(200);
    // An operator whose session this instance has confirmed is not counted, from any address.
    const session = await t.login();
    expect((await t.json("/api/admin/session", withSession(session))).body.authenticated).toBe(true);
    const status = await from(flooder, "/api/automation/status", withSession(session));
    expect(status.status).toBe(200);
  });

  it.each([
    ["/readyz", () => ({})],
    ["/healthz", () => ({})],
    ["/api/admin/session", () => ({ headers: { "x-admin-session": crypto.randomUUID() } })],
    ["/api/automation/status", () => ({ headers: { "x-admin-session": crypto.randomUUID() } })],
    ["/admin/x", () => ({})],
    // A body without a token (400): the login limit, which counts wrong tokens, is tested below.
    ["/api/admin/login", () => postJson({})],
  ] as const)("when one address sends %s past the budget, then it gets 429", async (path, init) => {
    const ip = `192.0.2.${++nextAddress}`;
    const answers: Response[] = [];
    for (let i = 0; i < BUDGET + 5; i++) answers.push(await from(ip, path, init() as RequestInit));
    const statuses = answers.map((a) => a.status);
    expect(statuses.slice(0, BUDGET)).not.toContain(429);
    expect(statuses.slice(BUDGET)).toEqual(Array(5).fill(429));
    expect(await answers.at(-1)?.text()).toMatch(/Too many requests from your address/);
  });

  it("when an unknown session id comes again, then it is refused from memory, without a second lookup", async () => {
    const id = `flood-${crypto.randomUUID()}`;
    const ask = async () => (await t.json("/api/admin/session", withSession(id))).body.authenticated;
    expect(await ask()).toBe(false);
    // Were the id looked up again, this row would make it valid: it is not looked up.
    await t.app.database.db
      .insertInto("adminSessions")
      .values({
        idHash: hashSessionId(id),
        label: "planted",
        createdAt: new Date(),
        lastUsedAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .execute();
    expect(await ask()).toBe(false);
    expect((await t.json("/api/automation/status", withSession(id))).status).toBe(401);
  });

  it("when a login from an address past its failures comes, then it is refused before the database counts it", async () => {
    const ip = "198.51.100.77";
    const login = () => from(ip, "/api/admin/login", postJson({ token: "wrong-token-0000" }));
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await login()).status);
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    const { rows } = await sql<{
      hits: number;
    }>`select hits from rate_limit_hits where key like ${`admin-login:%:${ip}`}`.execute(t.app.database.db);
    expect(rows).toEqual([{ hits: 10 }]);
  });
});

describe("the budget's memory", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      env: { TRUST_PROXY: "1", RATE_LIMIT_PER_CLIENT: "2", RATE_LIMIT_CLIENTS: "100" },
    });
  }, 180_000);
  afterAll(() => t.stop());

  const from = (ip: string) => t.request("/healthz", { headers: { "x-forwarded-for": ip } });

  it("when more addresses come than it remembers, then the least recently seen are forgotten (memory stays bounded)", async () => {
    const first = "203.0.113.1";
    expect([(await from(first)).status, (await from(first)).status, (await from(first)).status]).toEqual([
      200, 200, 429,
    ]);
    for (let i = 0; i < 150; i++) expect((await from(`10.1.${i >> 8}.${i & 255}`)).status).toBe(200);
    // Forgotten: its budget starts again.
    expect((await from(first)).status).toBe(200);
  });

  it("when a million addresses are counted, then the store holds at most its bound", () => {
    const store = new LruRateStore(1_000, () => 0);
    for (let i = 0; i < 1_000_000; i++) store.increment(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(store.size).toBe(1_000);
    expect(store.increment("10.15.66.63").totalHits).toBe(2);
    expect(store.increment("10.0.0.0").totalHits).toBe(1);
  });
});
