import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_REFUSED } from "../src/http/same-origin";
import { startTestApp, TEST_API_KEY, type TestApp } from "./support/test-app";

const SITE = "https://movebreak.test";
const EVIL = "https://evil.example";

/** A PUT of the automation interval: a mutation whose effect the status shows. */
const setInterval = (minutes: number, headers: Record<string, string>): RequestInit => ({
  method: "PUT",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify({ minutes }),
});

describe("the Origin check on cookie-authenticated mutations (CSRF), in development", () => {
  let t: TestApp;
  let session: string;
  let cookie: string;
  const interval = async () =>
    (await t.json("/api/automation/status", { headers: { "x-admin-session": session } })).body.intervalMinutes;

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    session = await t.login();
    cookie = `mb_admin_session=${session}`;
  });
  afterAll(() => t.stop());

  it("when a cookie-authenticated PUT comes from another site, then 403 with a clear error and nothing changes", async () => {
    const before = await interval();
    const refused = await t.json("/api/automation/interval", setInterval(before + 5, { cookie, origin: EVIL }));
    expect(refused).toMatchObject({ status: 403, body: { error: CROSS_SITE_REFUSED } });
    expect(await interval()).toBe(before);
  });

  it("when a cookie-authenticated mutation carries neither Origin nor Referer, or an opaque null origin, then 403", async () => {
    expect((await t.json("/api/automation/interval", setInterval(9, { cookie }))).status).toBe(403);
    expect((await t.json("/api/automation/interval", setInterval(9, { cookie, origin: "null" }))).status).toBe(403);
    expect((await t.json("/api/automation/stop", { method: "POST", headers: { cookie } })).status).toBe(403);
    expect((await t.json("/api/automation/logs", { method: "DELETE", headers: { cookie } })).status).toBe(403);
    expect((await t.json("/api/admin/import-workouts", { method: "POST", headers: { cookie } })).status).toBe(403);
  });

  it("when the Origin is the site's own (SITE_URL) or the address the request was sent to, then it is accepted", async () => {
    expect(await t.json("/api/automation/interval", setInterval(7, { cookie, origin: SITE }))).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await interval()).toBe(7);
    // What web-admin's same-origin fetch sends when served by this server in development.
    expect((await t.json("/api/automation/interval", setInterval(8, { cookie, origin: t.url }))).status).toBe(200);
    expect(await interval()).toBe(8);
  });

  it("when there is no Origin but the Referer is a page of the site, then accepted; a foreign Referer is refused", async () => {
    const fromSite = setInterval(11, { cookie, referer: `${SITE}/admin/automation?tab=settings` });
    expect((await t.json("/api/automation/interval", fromSite)).status).toBe(200);
    const fromElsewhere = setInterval(12, { cookie, referer: `${EVIL}/movebreak.test/admin` });
    expect((await t.json("/api/automation/interval", fromElsewhere)).status).toBe(403);
    // A look-alike origin is another origin.
    const lookAlike = setInterval(12, { cookie, origin: "https://movebreak.test.evil.example" });
    expect((await t.json("/api/automation/interval", lookAlike)).status).toBe(403);
    expect(await interval()).toBe(11);
  });

  it("when the session comes in the x-admin-session header, then the mutation is not cookie-authenticated and passes from anywhere", async () => {
    const byHeader = setInterval(13, { "x-admin-session": session, cookie, origin: EVIL });
    expect((await t.json("/api/automation/interval", byHeader)).status).toBe(200);
    expect(await interval()).toBe(13);
  });

  it("when export/import use the Bearer API key, then no Origin is needed", async () => {
    const imported = await t.json("/api/admin/import-workouts", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${TEST_API_KEY}` },
      body: JSON.stringify({ data: [] }),
    });
    expect(imported).toMatchObject({ status: 200, body: { success: true } });
  });

  it("when a cross-site read carries the cookie, then it is answered (reads change nothing; SameSite=Strict and CORS guard them)", async () => {
    expect((await t.json("/api/automation/status", { headers: { cookie, origin: EVIL } })).status).toBe(200);
  });

  it("when a cross-site logout carries the cookie, then 403 and the session stays valid; from the site it logs out", async () => {
    expect((await t.json("/api/admin/logout", { method: "POST", headers: { cookie, origin: EVIL } })).status).toBe(403);
    expect((await t.json("/api/admin/session", { headers: { cookie } })).body.authenticated).toBe(true);
    expect((await t.json("/api/admin/logout", { method: "POST", headers: { cookie, origin: SITE } })).status).toBe(200);
    expect((await t.json("/api/admin/session", { headers: { cookie } })).body.authenticated).toBe(false);
  });

  it("when the public mutations (login, a shared routine's open counter) come from another site, then they answer as before", async () => {
    const login = await t.json("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: EVIL },
      body: JSON.stringify({ token: "wrong-token-123456" }),
    });
    expect(login.status).toBe(401);
    const opens = await t.json("/api/shared-movebreaks/no-such-key/increment-opens", {
      method: "POST",
      headers: { cookie, origin: EVIL },
    });
    expect(opens.status).toBe(404);
  });
});

describe("the Origin check in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { NODE_ENV: "production" } });
  });
  afterAll(() => t.stop());

  it("when a cookie mutation's Origin is the Host it was sent to but not SITE_URL, then 403; SITE_URL's origin passes", async () => {
    const response = await t.request("/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token: "test-admin-token-0123456789" }),
    });
    const { sessionId } = await response.json();
    expect(response.headers.get("set-cookie")).toMatch(/^__Host-mb_admin_session=/);
    const cookie = `__Host-mb_admin_session=${sessionId}`;
    expect((await t.json("/api/automation/interval", setInterval(6, { cookie, origin: t.url }))).status).toBe(403);
    expect((await t.json("/api/automation/interval", setInterval(6, { cookie, origin: SITE }))).status).toBe(200);
  });
});
