import { ADMIN_API_PREFIXES } from "@movebreak/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillPath, type RouteEntry, routeInventory } from "../src/http/route-inventory";
import { TEST_PINTEREST_KEY } from "./support/pinterest";
import { postJson, startTestApp, TEST_ADMIN_TOKEN, TEST_API_KEY, type TestApp, withSession } from "./support/test-app";

/** The two routes under an admin prefix that must answer without a session. */
const PUBLIC_ADMIN_ROUTES = ["POST /api/admin/login", "GET /api/admin/session"];

const isAdminPath = (path: string) =>
  ADMIN_API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
const label = (route: RouteEntry) => `${route.method} ${route.path}`;
/** HEAD of a GET route answers as the GET does. */
const isPublicAdmin = (route: RouteEntry) =>
  PUBLIC_ADMIN_ROUTES.includes(`${route.method === "HEAD" ? "GET" : route.method} ${route.path}`);

/** A request for a declared route, parameters filled by a placeholder, any body the method may carry. */
function requestFor(route: RouteEntry, headers: Record<string, string> = {}): [string, RequestInit] {
  const init: RequestInit =
    route.method === "GET" || route.method === "HEAD"
      ? { method: route.method, headers }
      : {
          method: route.method,
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ data: [] }),
        };
  return [fillPath(route.path, (name) => (name === "id" ? "1" : `placeholder-${name}`)), init];
}

describe("the auth matrix, generated from the app's own routers", () => {
  let t: TestApp;
  let routes: RouteEntry[];
  beforeAll(async () => {
    // With a token key the Pinterest routes are the real ones (without it, one 503 catch-all).
    t = await startTestApp({ seed: false, env: { PINTEREST_TOKEN_KEY: TEST_PINTEREST_KEY } });
    routes = routeInventory(t.app.expressApp, { includeHead: true });
  });
  afterAll(() => t.stop());

  const adminRoutes = () => routes.filter((r) => isAdminPath(r.path) && !isPublicAdmin(r));

  it("when the routers are listed, then every admin API of the spec is there (the matrix is not empty)", () => {
    const listed = new Set(routes.map(label));
    for (const known of [
      "POST /api/admin/login",
      "GET /api/admin/session",
      "POST /api/admin/logout",
      "GET /api/admin/export-:type",
      "POST /api/admin/import-:type",
      "GET /api/automation/status",
      "PUT /api/automation/max-run-time",
      "DELETE /api/automation/logs",
      "GET /api/automation/runs/:runId",
      "GET /api/automation/analytics",
      "POST /api/page-generator/generate",
      "GET /api/admin/landing-pages/check-slug/:slug",
      "PUT /api/admin/landing-pages/:id",
      "POST /api/admin/landing-pages/:id/regenerate-social-media",
      "POST /api/pinterest/exchange-code",
      "PUT /api/pinterest/board",
      "GET /api/locations/:id",
      "POST /api/shared-movebreaks/:key/increment-opens",
      "GET /pages/:slug",
      "GET /sitemap.xml",
    ]) {
      expect(listed, known).toContain(known);
    }
    expect(adminRoutes().length).toBeGreaterThanOrEqual(44);
    for (const prefix of ADMIN_API_PREFIXES) {
      expect(
        adminRoutes().some((r) => r.path.startsWith(`${prefix}/`)),
        prefix,
      ).toBe(true);
    }
  });

  it("when any admin route is called with any of its methods without a session, then 401 Authentication required, uncached", async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const response = await t.request(...requestFor(route));
      const text = await response.text();
      const expected = route.method === "HEAD" ? "" : JSON.stringify({ error: "Authentication required" });
      if (response.status !== 401 || text !== expected) wrong.push(`${label(route)}: ${response.status} ${text}`);
      // A refusal is not kept by a browser or a proxy either (ASVS 8.2.1).
      const cache = response.headers.get("cache-control");
      if (cache !== "no-store") wrong.push(`${label(route)}: Cache-Control ${cache}`);
    }
    expect(wrong).toEqual([]);
  });

  it("when any admin route is called with a forged session (header or cookie) or the API key outside export/import, then 401", async () => {
    const wrong: string[] = [];
    const attempts: [string, Record<string, string>][] = [
      ["forged header", { "x-admin-session": "forged-session-id" }],
      ["forged cookie", { cookie: "mb_admin_session=forged-session-id", origin: t.url }],
      ["wrong Bearer", { authorization: "Bearer not-the-key-0123456789" }],
    ];
    for (const route of adminRoutes()) {
      const candidates = /^\/api\/admin\/(export|import)-/.test(route.path)
        ? attempts
        : [...attempts, ["API key", { authorization: `Bearer ${TEST_API_KEY}` }] as [string, Record<string, string>]];
      for (const [what, headers] of candidates) {
        const response = await t.request(...requestFor(route, headers));
        await response.arrayBuffer();
        if (response.status !== 401) wrong.push(`${label(route)} with ${what}: ${response.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("when the public routes are called without a session, then none asks for one (only login and session live under /api/admin)", async () => {
    const askedForSession: string[] = [];
    const publicRoutes = routes.filter((r) => !isAdminPath(r.path) || isPublicAdmin(r));
    expect(publicRoutes.length).toBeGreaterThanOrEqual(20);
    for (const route of publicRoutes) {
      const response = await t.request(...requestFor(route));
      await response.arrayBuffer();
      if (response.status === 401 || response.status === 403 || response.status >= 500) {
        askedForSession.push(`${label(route)}: ${response.status}`);
      }
    }
    expect(askedForSession).toEqual([]);
    // And the admin prefixes hold no other route that answers without a session.
    const openAdmin: string[] = [];
    for (const route of routes.filter((r) => isAdminPath(r.path) && r.method !== "HEAD")) {
      const response = await t.request(...requestFor(route));
      await response.arrayBuffer();
      if (response.status !== 401) openAdmin.push(label(route));
    }
    expect(openAdmin.sort()).toEqual([...PUBLIC_ADMIN_ROUTES].sort());
  });
});

describe("admin sessions", () => {
  let t: TestApp;
  let now = new Date("2026-03-01T12:00:00Z");
  beforeAll(async () => {
    t = await startTestApp({ clock: () => now });
  });
  afterAll(() => t.stop());

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
