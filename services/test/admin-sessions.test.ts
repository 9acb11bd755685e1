import { AdminSessionListSchema } from "@movebreak/shared/contracts/admin-sessions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionId } from "../src/admin/secrets";
import { openSse } from "./support/sse-client";
import { postJson, startTestApp, TEST_ADMIN_TOKEN, type TestApp, withSession } from "./support/test-app";

const CHROME_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const labelOf = (sessionId: string) => hashSessionId(sessionId).slice(0, 8);

describe("active admin sessions over HTTP", () => {
  let t: TestApp;
  // Ahead of the wall clock: the login limiter forgets a successful login only while its window (by this
  // clock) is still open by Date.now(), and these tests log in more than its 10 failures allow.
  let now = new Date("2036-03-01T12:00:00Z");
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
    return now;
  };
  beforeAll(async () => {
    t = await startTestApp({ seed: false, clock: () => now });
  });
  afterAll(() => t.stop());

  /** Logs in as a browser with this User-Agent would. */
  async function loginAs(userAgent: string): Promise<string> {
    const { status, body } = await t.json(
      "/api/admin/login",
      postJson({ token: TEST_ADMIN_TOKEN }, { "user-agent": userAgent }),
    );
    expect(status).toBe(200);
    return body.sessionId as string;
  }
  const as = (sessionId: string, userAgent: string, init: RequestInit = {}) =>
    withSession(sessionId, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), "user-agent": userAgent },
    });
  async function list(sessionId: string, userAgent = CHROME_MAC) {
    const response = await t.json("/api/admin/sessions", as(sessionId, userAgent));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return AdminSessionListSchema.parse(response.body).sessions;
  }
  const auditEvents = async (sessionId: string) =>
    (await t.json("/api/automation/events?stream=admin-audit&limit=1000", withSession(sessionId))).body.events as {
      type: string;
      data: Record<string, unknown>;
      meta: Record<string, unknown>;
    }[];
  const revokeOthers = (sessionId: string) =>
    t.json("/api/admin/sessions/revoke-others", as(sessionId, CHROME_MAC, { method: "POST" }));
  /** Each test leaves no session behind for the next. */
  async function endAll(sessionId: string) {
    expect((await revokeOthers(sessionId)).status).toBe(200);
    expect((await t.json("/api/admin/logout", withSession(sessionId, { method: "POST" }))).status).toBe(200);
  }

  it("when two browsers have logged in, then each sees both, by label, with when, the /24 network and the browser, its own marked current", async () => {
    const mac = await loginAs(CHROME_MAC);
    later(1000);
    const firefox = await loginAs(FIREFOX_WINDOWS);

    const seen = await list(mac);
    const mine = seen.find((s) => s.label === labelOf(mac));
    const theirs = seen.find((s) => s.label === labelOf(firefox));
    expect(mine).toMatchObject({
      current: true,
      browser: "Chrome 131 on macOS",
      address: "127.0.0.0/24",
      createdAt: "2036-03-01T12:00:00.000Z",
      lastUsedAt: "2036-03-01T12:00:00.000Z",
    });
    expect(theirs).toMatchObject({
      current: false,
      browser: "Firefox 133 on Windows",
      address: "127.0.0.0/24",
      createdAt: "2036-03-01T12:00:01.000Z",
    });
    expect(seen[0]?.current).toBe(true);
    expect((await list(firefox)).find((s) => s.current)?.label).toBe(labelOf(firefox));

    // Neither the session ids nor the whole User-Agent are ever in the answer.
    const raw = JSON.stringify(await t.json("/api/admin/sessions", withSession(mac)));
    for (const secret of [mac, firefox, hashSessionId(mac), hashSessionId(firefox)]) expect(raw).not.toContain(secret);
    expect(raw).not.toContain("Mozilla");
    await endAll(mac);
  });

  it("when a session is used again within a minute, then its last use is not written again; after a minute it is, with the browser it came from", async () => {
    const watcher = await loginAs(CHROME_MAC);
    const used = await loginAs(FIREFOX_WINDOWS);
    const usedAt = now.toISOString();
    const lastUse = async () => (await list(watcher)).find((s) => s.label === labelOf(used));

    later(30_000);
    expect((await t.json("/api/automation/status", as(used, SAFARI_IPHONE))).status).toBe(200);
    later(29_000);
    expect((await t.json("/api/automation/status", as(used, SAFARI_IPHONE))).status).toBe(200);
    expect(await lastUse()).toMatchObject({ lastUsedAt: usedAt, browser: "Firefox 133 on Windows" });

    later(2_000); // 61 s after the login
    expect((await t.json("/api/automation/status", as(used, SAFARI_IPHONE))).status).toBe(200);
    const touchedAt = now.toISOString();
    expect(await lastUse()).toMatchObject({ lastUsedAt: touchedAt, browser: "Safari 17 on iOS" });

    later(10_000);
    expect((await t.json("/api/automation/status", as(used, FIREFOX_WINDOWS))).status).toBe(200);
    expect(await lastUse()).toMatchObject({ lastUsedAt: touchedAt, browser: "Safari 17 on iOS" });
    await endAll(watcher);
  });

  it("when one session revokes another by its label, then the other's next call answers 401 and the revocation is audited by label", async () => {
    const keeper = await loginAs(CHROME_MAC);
    const stolen = await loginAs(FIREFOX_WINDOWS);
    // The stolen session was just confirmed, so this instance trusts it without asking the database...
    expect((await t.json("/api/automation/status", withSession(stolen))).status).toBe(200);

    const revoked = await t.json(
      `/api/admin/sessions/${labelOf(stolen)}`,
      as(keeper, CHROME_MAC, { method: "DELETE" }),
    );
    expect(revoked).toMatchObject({ status: 200, body: { success: true, revoked: [labelOf(stolen)] } });
    expect(revoked.headers.get("cache-control")).toBe("no-store");

    // ...and still its very next call is refused.
    const refused = await t.json("/api/automation/status", withSession(stolen));
    expect(refused).toMatchObject({ status: 401, body: { error: "Authentication required" } });
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect((await t.json("/api/admin/session", withSession(stolen))).body).toEqual({ authenticated: false });
    expect((await list(keeper)).map((s) => s.label)).not.toContain(labelOf(stolen));
    expect((await t.json("/api/automation/status", withSession(keeper))).status).toBe(200);

    const audit = (await auditEvents(keeper)).filter((e) => e.type === "AdminSessionRevoked");
    expect(audit.at(-1)).toMatchObject({
      data: { session: labelOf(stolen) },
      meta: { actor: `admin (session ${labelOf(keeper)})` },
    });
    await endAll(keeper);
  });

  it("when a revocation names the caller's own session, an unknown one or no label at all, then 409, 404 or 400, each uncached", async () => {
    const caller = await loginAs(CHROME_MAC);
    const own = await t.json(`/api/admin/sessions/${labelOf(caller)}`, as(caller, CHROME_MAC, { method: "DELETE" }));
    expect(own).toMatchObject({ status: 409, body: { error: "This is the session you are using: log out to end it" } });
    const unknownLabel = labelOf(caller) === "00000000" ? "ffffffff" : "00000000";
    const unknown = await t.json(`/api/admin/sessions/${unknownLabel}`, as(caller, CHROME_MAC, { method: "DELETE" }));
    expect(unknown).toMatchObject({ status: 404, body: { error: `No active session ${unknownLabel}` } });
    // The session id itself is not a way to name a session.
    const byId = await t.json(`/api/admin/sessions/${caller}`, as(caller, CHROME_MAC, { method: "DELETE" }));
    expect(byId.status).toBe(400);
    for (const answer of [own, unknown, byId]) expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await t.json("/api/automation/status", withSession(caller))).status).toBe(200);
    await endAll(caller);
  });

  it("when one session logs out everywhere else, then every other session answers 401, it still works, and the labels ended are audited", async () => {
    const kept = await loginAs(CHROME_MAC);
    const others = [await loginAs(FIREFOX_WINDOWS), await loginAs(SAFARI_IPHONE)];
    for (const other of others) expect((await t.json("/api/automation/status", withSession(other))).status).toBe(200);

    const ended = await revokeOthers(kept);
    expect(ended.status).toBe(200);
    expect(ended.headers.get("cache-control")).toBe("no-store");
    expect([...ended.body.revoked].sort()).toEqual(others.map(labelOf).sort());

    for (const other of others) expect((await t.json("/api/automation/status", withSession(other))).status).toBe(401);
    expect((await list(kept)).map((s) => s.label)).toEqual([labelOf(kept)]);
    const audit = (await auditEvents(kept)).filter((e) => e.type === "OtherAdminSessionsRevoked");
    expect(audit.at(-1)?.meta.actor).toBe(`admin (session ${labelOf(kept)})`);
    expect([...((audit.at(-1)?.data.sessions ?? []) as string[])].sort()).toEqual(others.map(labelOf).sort());
    // The audit trail names sessions by label only.
    const trail = JSON.stringify(await auditEvents(kept));
    for (const id of [kept, ...others]) expect(trail).not.toContain(id);
    await endAll(kept);
  });

  it("when a session's row is deleted by hand, then its writes are refused at once and its reads once a second has passed", async () => {
    const kept = await loginAs(CHROME_MAC);
    const gone = await loginAs(FIREFOX_WINDOWS);
    expect((await t.json("/api/automation/status", withSession(gone))).status).toBe(200);
    await t.app.database.executeSql("delete from admin_sessions where id_hash like $1", [`${labelOf(gone)}%`]);
    // A write asks the database and holds its session: refused, and it could not end the others.
    expect((await revokeOthers(gone)).status).toBe(401);
    expect((await t.json("/api/automation/status", withSession(kept))).status).toBe(200);
    later(1_000);
    expect((await t.json("/api/automation/status", withSession(gone))).status).toBe(401);
    await endAll(kept);
  });

  it("when a session logs out or is revoked, then its open event streams end", async () => {
    const kept = await loginAs(CHROME_MAC);
    const other = await loginAs(FIREFOX_WINDOWS);
    const keptStream = await openSse(`${t.url}/api/automation/events/stream`, { "x-admin-session": kept });
    const otherStream = await openSse(`${t.url}/api/automation/events/stream`, { "x-admin-session": other });
    expect([keptStream.status, otherStream.status]).toEqual([200, 200]);
    expect((await revokeOthers(kept)).status).toBe(200);
    await otherStream.ended;
    expect((await t.json("/api/admin/logout", withSession(kept, { method: "POST" }))).status).toBe(200);
    await keptStream.ended;
  });

  it("when revoking fails in the database, then 500 without a cache, and no session has ended", async () => {
    const kept = await loginAs(CHROME_MAC);
    const other = await loginAs(FIREFOX_WINDOWS);
    await t.app.database.executeSql(`
      create or replace function refuse_session_delete() returns trigger language plpgsql as $$
      begin raise exception 'storage failure'; end $$`);
    await t.app.database.executeSql(
      "create trigger refuse_session_delete before delete on admin_sessions for each row execute function refuse_session_delete()",
    );
    try {
      const failed = await revokeOthers(kept);
      expect(failed).toMatchObject({ status: 500, body: { error: "Internal server error" } });
      expect(failed.headers.get("cache-control")).toBe("no-store");
    } finally {
      await t.app.database.executeSql("drop trigger refuse_session_delete on admin_sessions");
    }
    expect((await t.json("/api/automation/status", withSession(other))).status).toBe(200);
    await endAll(kept);
  });

  it("when these routes are called without a session, then 401, uncached", async () => {
    for (const [path, method] of [
      ["/api/admin/sessions", "GET"],
      ["/api/admin/sessions/0a1b2c3d", "DELETE"],
      ["/api/admin/sessions/revoke-others", "POST"],
    ] as const) {
      const response = await t.request(path, { method });
      expect(response.status, path).toBe(401);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      await response.arrayBuffer();
    }
  });
});
