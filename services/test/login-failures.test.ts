import { ADMIN_AUDIT_EVENTS } from "@movebreak/shared/admin-audit";
import { LOGIN_RATE_LIMIT } from "@movebreak/shared/constants";
import { upcastData } from "@movebreak/shared/event-definition";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeLoginWindows } from "../src/admin/login-attempts";
import { postJson, startTestApp, TEST_ADMIN_TOKEN, type TestApp, withSession } from "./support/test-app";

describe("failed logins: counted before the comparison, per client and in all, one audit event per window", () => {
  let t: TestApp;
  // Windows start on the quarter hour.
  let now = new Date("2026-11-27T04:00:00.000Z");
  const clock = () => now;
  const TRUSTED = "192.0.2.200";
  beforeAll(async () => {
    t = await startTestApp({ seed: false, clock, env: { TRUST_PROXY: "1", ADMIN_LOGIN_ADDRESSES: TRUSTED } });
  }, 180_000);
  afterAll(() => t.stop());

  const login = (ip: string, token = "wrong-token-0000") =>
    t.request("/api/admin/login", postJson({ token }, { "x-forwarded-for": ip }));
  /** The next window, with the ended ones swept. */
  const nextWindow = async () => {
    now = new Date((Math.floor(now.getTime() / LOGIN_RATE_LIMIT.windowMs) + 1) * LOGIN_RATE_LIMIT.windowMs);
    await closeLoginWindows(t.app.database.db, clock);
  };
  const counts = async () => {
    const { rows } = await sql<{ hits: number; events: number }>`select
      (select count(*)::int from rate_limit_hits) as hits,
      (select count(*)::int from automation_events where type = 'AdminLoginFailed') as events`.execute(
      t.app.database.db,
    );
    return rows[0];
  };
  const loginEvents = async () => {
    const session = await t.login();
    const { body } = await t.json("/api/automation/events?stream=admin-audit&limit=1000", withSession(session));
    return (body.events as { type: string; data: Record<string, unknown> }[]).filter(
      (e) => e.type === "AdminLoginFailed",
    );
  };

  it("when 60 logins fail from one address and one from each of 20 others, then 10 + 20 are counted and the window ends as one event naming the worst first", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await login("203.0.113.7")).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    for (let i = 0; i < 20; i++) expect((await login(`198.51.100.${i + 1}`)).status).toBe(401);
    // 21 clients' rows and the window's row for all of them; no event while the window is open.
    expect(await counts()).toEqual({ hits: 22, events: 0 });
    now = new Date(now.getTime() + LOGIN_RATE_LIMIT.windowMs - 1);
    expect(await closeLoginWindows(t.app.database.db, clock)).toBe(0);

    now = new Date(now.getTime() + 1);
    expect(await closeLoginWindows(t.app.database.db, clock)).toBe(22);
    expect(await counts()).toEqual({ hits: 0, events: 1 });
    const [event] = await loginEvents();
    expect(event?.data).toMatchObject({
      failures: 30,
      addresses: 21,
      from: "2026-11-27T04:00:00.000Z",
      to: "2026-11-27T04:15:00.000Z",
    });
    expect((event?.data.top as unknown[] | undefined)?.[0]).toEqual({ ip: "203.0.113.7", failures: 10 });
    expect(event?.data.top).toHaveLength(10);
    // A second sweep finds nothing: each window is recorded once.
    expect(await closeLoginWindows(t.app.database.db, clock)).toBe(0);
  });

  it("when 40 logins from one fresh address arrive at once, then at most 10 wrong tokens are compared and the rest are refused", async () => {
    await nextWindow();
    const ip = "203.0.113.40";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(ip, i === 18 ? TEST_ADMIN_TOKEN : "wrong-token-0000")),
    );
    // On PostgreSQL the 40 reach the database in any order: the right token is either among the first 10 it
    // counts (it logs in, and its reservation is given back) or refused like the rest.
    const wrongCompared = answers.filter((answer, i) => i !== 18 && answer.status !== 429);
    expect(wrongCompared.length).toBeLessThanOrEqual(LOGIN_RATE_LIMIT.maxFailures);
    expect([200, 429]).toContain(answers[18]?.status);
    const refused = answers.find((answer) => answer.status === 429) as Response;
    expect((await refused.json()).error).toBe("Too many failed login attempts. Try again in 15 minutes.");
  });

  it("when a right token follows nine failures, then it logs in and is not counted as a failure", async () => {
    await nextWindow();
    const ip = "203.0.113.41";
    for (let i = 0; i < 9; i++) expect((await login(ip)).status).toBe(401);
    expect((await login(ip, TEST_ADMIN_TOKEN)).status).toBe(200);
    // The tenth failure is still allowed: the login was refunded.
    expect((await login(ip)).status).toBe(401);
    expect((await login(ip)).status).toBe(429);
  });

  it("when an IPv6 client changes the last 64 bits, then its failures still count together; another /64 has its own", async () => {
    await nextWindow();
    for (let i = 0; i < 10; i++) expect((await login(`2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(401);
    expect((await login("2001:db8:1:2:ffff:ffff:ffff:ffff")).status).toBe(429);
    expect((await login("2001:db8:1:3::1")).status).toBe(401);
  });

  it("when 100 logins fail from 100 addresses, then logins from any other address are paused with a message saying so, but the trusted address still gets in", async () => {
    await nextWindow();
    for (let i = 0; i < LOGIN_RATE_LIMIT.maxFailuresAll; i++) {
      expect((await login(`10.${Math.floor(i / 250)}.${i % 250}.9`)).status).toBe(401);
    }
    const paused = await login("198.51.100.250", TEST_ADMIN_TOKEN);
    expect(paused.status).toBe(429);
    expect((await paused.json()).error).toBe(
      "Too many failed login attempts from many addresses: logins are paused for up to 15 minutes, except from the addresses in ADMIN_LOGIN_ADDRESSES.",
    );
    expect((await login(TRUSTED, TEST_ADMIN_TOKEN)).status).toBe(200);
    // After the window, everyone may try again.
    await nextWindow();
    expect((await login("198.51.100.250", TEST_ADMIN_TOKEN)).status).toBe(200);
  });

  it("when events were stored at version 1 (one per attempt) or 2 (one per address), then they read as version 3", () => {
    const definition = ADMIN_AUDIT_EVENTS.AdminLoginFailed;
    expect(definition.schema.parse(upcastData(definition, 1, { ip: "203.0.113.7" }))).toEqual({
      failures: 1,
      addresses: 1,
      top: [{ ip: "203.0.113.7", failures: 1 }],
      from: null,
      to: null,
    });
    const window = { from: "2026-11-27T04:00:00.000Z", to: "2026-11-27T04:15:00.000Z" };
    expect(definition.schema.parse(upcastData(definition, 2, { ip: "203.0.113.7", failures: 12, ...window }))).toEqual({
      failures: 12,
      addresses: 1,
      top: [{ ip: "203.0.113.7", failures: 12 }],
      ...window,
    });
  });
});
