import { ADMIN_AUDIT_EVENTS } from "@movebreak/shared/admin-audit";
import { LOGIN_RATE_LIMIT } from "@movebreak/shared/constants";
import { upcastData } from "@movebreak/shared/event-definition";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeLoginWindows } from "../src/admin/login-attempts";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

describe("failed logins: one row and one audit event per address and window", () => {
  let t: TestApp;
  let now = new Date("2026-11-27T04:00:00.000Z");
  const clock = () => now;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, clock, env: { TRUST_PROXY: "1" } });
  }, 180_000);
  afterAll(() => t.stop());

  const fail = (ip: string) =>
    t.request("/api/admin/login", postJson({ token: "wrong-token-0000" }, { "x-forwarded-for": ip }));
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

  it("when 60 logins fail from one address and one from each of 20 others, then 21 rows are added and no event until the windows close; then one event each and no row", async () => {
    const before = await counts();
    for (let i = 0; i < 60; i++) await fail("203.0.113.7");
    for (let i = 0; i < 20; i++) expect((await fail(`198.51.100.${i + 1}`)).status).toBe(401);
    expect(await counts()).toEqual({ hits: (before?.hits ?? 0) + 21, events: before?.events ?? 0 });

    // The windows are still open: the sweep leaves them.
    now = new Date(now.getTime() + LOGIN_RATE_LIMIT.windowMs - 1);
    expect(await closeLoginWindows(t.app.database.db, clock)).toBe(0);

    now = new Date(now.getTime() + 1);
    expect(await closeLoginWindows(t.app.database.db, clock)).toBe(21);
    expect(await counts()).toEqual({ hits: 0, events: (before?.events ?? 0) + 21 });
    const events = await loginEvents();
    expect(events.find((e) => e.data.ip === "203.0.113.7")?.data).toEqual({
      ip: "203.0.113.7",
      failures: 10,
      from: "2026-11-27T04:00:00.000Z",
      to: "2026-11-27T04:15:00.000Z",
    });
    expect(events.filter((e) => e.data.failures === 1)).toHaveLength(20);
    // A second sweep finds nothing: each window is recorded once.
    expect(await closeLoginWindows(t.app.database.db, clock)).toBe(0);
  });

  it("when an address fails again after its window ended and before a sweep, then the old window becomes its event and a new one starts", async () => {
    const ip = "192.0.2.44";
    await fail(ip);
    await fail(ip);
    const before = await counts();
    now = new Date(now.getTime() + LOGIN_RATE_LIMIT.windowMs);
    expect((await fail(ip)).status).toBe(401);
    expect(await counts()).toEqual({ hits: before?.hits, events: (before?.events ?? 0) + 1 });
    expect((await loginEvents()).filter((e) => e.data.ip === ip).map((e) => e.data.failures)).toEqual([2]);
  });

  it("when an event was stored at version 1 (one per attempt), then it reads as version 2", () => {
    const definition = ADMIN_AUDIT_EVENTS.AdminLoginFailed;
    const read = upcastData(definition, 1, { ip: "203.0.113.7" });
    expect(definition.schema.parse(read)).toEqual({ ip: "203.0.113.7", failures: 1, from: null, to: null });
  });
});
