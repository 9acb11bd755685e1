import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApp, TEST_ADMIN_TOKEN, TEST_API_KEY, type TestApp, withSession } from "./support/test-app";

/** Every admin route this release serves; the later admin APIs join this table as they arrive. */
const ADMIN_ROUTES: [method: string, path: string][] = [
  ["POST", "/api/admin/logout"],
  ["GET", "/api/admin/export-locations"],
  ["GET", "/api/admin/export-workouts"],
  ["GET", "/api/admin/export-location-content"],
  ["POST", "/api/admin/import-locations"],
  ["POST", "/api/admin/import-workouts"],
  ["POST", "/api/admin/import-location-content"],
  ["GET", "/api/automation/status"],
  ["GET", "/api/automation/logs?limit=100"],
  ["GET", "/api/automation/metrics"],
  ["GET", "/api/automation/console?limit=100"],
  ["POST", "/api/automation/start"],
  ["POST", "/api/automation/stop"],
  ["POST", "/api/automation/pause"],
  ["POST", "/api/automation/resume"],
  ["PUT", "/api/automation/interval"],
  ["PUT", "/api/automation/max-run-time"],
  ["DELETE", "/api/automation/logs"],
  ["POST", "/api/automation/projections/rebuild"],
  ["GET", "/api/automation/events?afterSeq=0&limit=100"],
  ["GET", "/api/automation/events/download"],
  ["GET", "/api/automation/state?at=1"],
  ["GET", "/api/automation/runs/some-run"],
  ["GET", "/api/automation/analytics"],
  ["GET", "/api/automation/machine"],
  ["GET", "/api/page-generator/queue/status"],
  ["POST", "/api/page-generator/generate"],
  ["GET", "/api/admin/landing-pages"],
  ["GET", "/api/admin/landing-pages/types"],
  ["GET", "/api/admin/landing-pages/export?type=landing_page"],
  ["GET", "/api/admin/landing-pages/check-slug/some-slug"],
  ["GET", "/api/admin/landing-pages/1"],
  ["POST", "/api/admin/landing-pages/manual"],
  ["PUT", "/api/admin/landing-pages/1"],
  ["POST", "/api/admin/landing-pages/1/regenerate-social-media"],
  ["GET", "/api/pinterest/status"],
  ["GET", "/api/pinterest/auth-url"],
  ["POST", "/api/pinterest/exchange-code"],
  ["POST", "/api/pinterest/connect"],
  ["GET", "/api/pinterest/pins"],
  ["GET", "/api/pinterest/test"],
  ["POST", "/api/pinterest/disconnect"],
  ["GET", "/api/pinterest/boards"],
  ["PUT", "/api/pinterest/board"],
];

describe("admin sessions", () => {
  let t: TestApp;
  let now = new Date("2026-03-01T12:00:00Z");
  beforeAll(async () => {
    t = await startTestApp({ clock: () => now });
  });
  afterAll(() => t.stop());

  it.each(ADMIN_ROUTES)("when %s %s is called without a session, then 401", async (method, path) => {
    const init: RequestInit =
      method === "GET"
        ? {}
        : { method, headers: { "content-type": "application/json" }, body: JSON.stringify({ data: [] }) };
    const { status, body } = await t.json(path, init);
    expect(status).toBe(401);
    expect(body.error).toBe("Authentication required");
  });

  it.each(ADMIN_ROUTES)("when %s %s is called with a forged session id, then 401", async (method, path) => {
    const { status } = await t.json(path, withSession("forged-session-id", { method, headers: {} }));
    expect(status).toBe(401);
  });

  it("when the right token logs in, then a 256-bit session id comes back and is set as an HttpOnly SameSite=Strict cookie", async () => {
    const response = await t.request("/api/admin/login", postJson({ token: TEST_ADMIN_TOKEN }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.success).toBe(true);
    expect(Buffer.from(body.sessionId, "base64url")).toHaveLength(32);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^mb_admin_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toContain(body.sessionId);
  });

  it("when the session is sent by header or by cookie, then the session check says authenticated", async () => {
    const sessionId = await t.login();
    expect((await t.json("/api/admin/session", withSession(sessionId))).body).toEqual({ authenticated: true });
    const byCookie = await t.json("/api/admin/session", { headers: { cookie: `mb_admin_session=${sessionId}` } });
    expect(byCookie.body).toEqual({ authenticated: true });
    expect((await t.json("/api/admin/session")).body).toEqual({ authenticated: false });
    expect(
      (await t.json("/api/admin/export-locations", { headers: { cookie: `mb_admin_session=${sessionId}` } })).status,
    ).toBe(200);
  });

  it("when a wrong or empty token is sent, then 401 Invalid admin token, or 400 Token is required", async () => {
    expect(await t.json("/api/admin/login", postJson({ token: "wrong-token" }))).toMatchObject({
      status: 401,
      body: { success: false, error: "Invalid admin token" },
    });
    expect(await t.json("/api/admin/login", postJson({ token: "   " }))).toMatchObject({
      status: 400,
      body: { error: "Token is required" },
    });
  });

  it("when 30 days pass, then the session is no longer accepted", async () => {
    const sessionId = await t.login();
    now = new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000 - 1000);
    expect((await t.json("/api/admin/session", withSession(sessionId))).body.authenticated).toBe(true);
    now = new Date(now.getTime() + 1000);
    expect((await t.json("/api/admin/session", withSession(sessionId))).body.authenticated).toBe(false);
    expect((await t.json("/api/admin/export-locations", withSession(sessionId))).status).toBe(401);
  });

  it("when the admin logs out, then the session stops working and the cookie is cleared", async () => {
    const sessionId = await t.login();
    const response = await t.request("/api/admin/logout", withSession(sessionId, { method: "POST" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/mb_admin_session=;/);
    expect((await t.json("/api/admin/session", withSession(sessionId))).body.authenticated).toBe(false);
  });

  it("when the API key is sent as Bearer, then export and import accept it and other admin routes do not", async () => {
    const bearer = { headers: { authorization: `Bearer ${TEST_API_KEY}` } };
    expect((await t.json("/api/admin/export-workouts", bearer)).status).toBe(200);
    expect((await t.json("/api/admin/export-workouts", { headers: { authorization: "Bearer nope" } })).status).toBe(
      401,
    );
    expect((await t.json("/api/admin/logout", { method: "POST", ...bearer })).status).toBe(401);
  });
});

describe("the login rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.stop());

  it("when a client fails 10 times in 15 minutes, then the 11th attempt is refused with 429, even with the right token", async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await t.json("/api/admin/login", postJson({ token: `wrong-${attempt}` }))).status).toBe(401);
    }
    const refused = await t.json("/api/admin/login", postJson({ token: TEST_ADMIN_TOKEN }));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe("Too many failed login attempts. Try again in 15 minutes.");
  });
});

describe("successful logins and the rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.stop());

  it("when a client logs in successfully many times, then it is never limited", async () => {
    for (let attempt = 1; attempt <= 15; attempt += 1) {
      expect((await t.json("/api/admin/login", postJson({ token: TEST_ADMIN_TOKEN }))).status).toBe(200);
    }
  });
});
