import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type FakePinterest, startFakePinterest } from "../../ops/fake-pinterest/fake-pinterest";
import { hashSessionId } from "../src/admin/secrets";
import { waitUntil } from "./support/fake-steps";
import { captureLogs } from "./support/log-capture";
import { authorizeAtFake, pinterestEnv, TEST_PINTEREST_KEY } from "./support/pinterest";
import { startTestApp, TEST_API_KEY, type TestApp } from "./support/test-app";

/** A token this test alone knows, so finding it anywhere in the output can only be a leak. */
const ADMIN_TOKEN = `journey-admin-token-${randomBytes(12).toString("hex")}`;
const WRONG_TOKEN = `journey-wrong-token-${randomBytes(12).toString("hex")}`;

describe("secrets never reach the logs, over a whole admin journey", () => {
  let fake: FakePinterest;
  let t: TestApp;
  const logs = captureLogs();
  const consoleOutput: string[] = [];
  /** Every secret the journey handles; each is looked for in every log line. */
  const secrets = new Map<string, string>();

  beforeAll(async () => {
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleOutput.push(args.map(String).join(" "));
      });
    }
    fake = await startFakePinterest();
    t = await startTestApp({
      logDestination: logs,
      env: {
        ...pinterestEnv(fake),
        ADMIN_TOKEN,
        LOG_LEVEL: "trace",
        AUTOMATION_MINUTE_MS: "100",
        AUTOMATION_STEP_TIMEOUT_MS: "20000",
      },
    });
    secrets.set("admin token", ADMIN_TOKEN);
    secrets.set("wrong admin token tried", WRONG_TOKEN);
    secrets.set("admin API key", TEST_API_KEY);
    secrets.set("Pinterest app secret", fake.appSecret);
    secrets.set("Pinterest token key", TEST_PINTEREST_KEY);
    secrets.set("manual Pinterest token", fake.manualToken);
  });
  afterAll(async () => {
    await t?.stop();
    await fake?.close();
    vi.restoreAllMocks();
  });

  it("when an admin logs in, works, connects Pinterest both ways and logs out, then no token, key or session id is in the output or the audit trail", async () => {
    const json = (path: string, init: RequestInit = {}) => t.json(path, init);
    const body = (value: unknown) => JSON.stringify(value);
    const jsonHeaders = { "content-type": "application/json" };

    // A failing login, then a good one.
    expect(
      (await json("/api/admin/login", { method: "POST", headers: jsonHeaders, body: body({ token: WRONG_TOKEN }) }))
        .status,
    ).toBe(401);
    const login = await json("/api/admin/login", {
      method: "POST",
      headers: jsonHeaders,
      body: body({ token: ADMIN_TOKEN }),
    });
    expect(login.status).toBe(200);
    const session: string = login.body.sessionId;
    secrets.set("session id", session);
    const asAdmin = { "x-admin-session": session };
    const byCookie = { cookie: `mb_admin_session=${session}`, origin: "https://movebreak.test" };

    // The session used by header and by cookie; a forged one; a cross-site cookie mutation.
    expect((await json("/api/admin/session", { headers: asAdmin })).body.authenticated).toBe(true);
    expect((await json("/api/admin/session", { headers: byCookie })).body.authenticated).toBe(true);
    expect((await json("/api/automation/status", { headers: { "x-admin-session": `${session}x` } })).status).toBe(401);
    expect(
      (
        await json("/api/automation/stop", {
          method: "POST",
          headers: { cookie: byCookie.cookie, origin: "https://evil.example" },
        })
      ).status,
    ).toBe(403);

    // Other sessions: listed, one revoked by its label, the rest by "log out everywhere else"; each used
    // before and after (the refusal is a 401 line).
    const otherSessions: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const other = await json("/api/admin/login", {
        method: "POST",
        headers: {
          ...jsonHeaders,
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
        },
        body: body({ token: ADMIN_TOKEN }),
      });
      otherSessions.push(other.body.sessionId);
      secrets.set(`other session id ${i + 1}`, other.body.sessionId);
      expect(
        (await json("/api/automation/status", { headers: { "x-admin-session": other.body.sessionId } })).status,
      ).toBe(200);
    }
    const listed = await json("/api/admin/sessions", { headers: asAdmin });
    expect(listed.body.sessions).toHaveLength(4);
    const labelOf = (id: string) => hashSessionId(id).slice(0, 8);
    expect(
      (await json(`/api/admin/sessions/${labelOf(otherSessions[0] ?? "")}`, { method: "DELETE", headers: asAdmin }))
        .status,
    ).toBe(200);
    expect((await json("/api/admin/sessions/revoke-others", { method: "POST", headers: byCookie })).status).toBe(200);
    for (const other of otherSessions) {
      expect((await json("/api/automation/status", { headers: { "x-admin-session": other } })).status).toBe(401);
    }

    // Export and import, by session and by the API key.
    const bearer = { authorization: `Bearer ${TEST_API_KEY}` };
    const exported = await json("/api/admin/export-workouts", { headers: bearer });
    expect(exported.status).toBe(200);
    expect((await json("/api/admin/export-locations", { headers: asAdmin })).status).toBe(200);
    const imported = await json("/api/admin/import-workouts", {
      method: "POST",
      headers: { ...jsonHeaders, ...bearer },
      body: body({ data: exported.body.data.slice(0, 3) }),
    });
    expect(imported.status).toBe(200);
    expect(
      (
        await json("/api/admin/import-workouts", {
          method: "POST",
          headers: { ...jsonHeaders, ...byCookie },
          body: "{not json",
        })
      ).status,
    ).toBe(400);
    expect(
      (await json("/api/admin/export-workouts", { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).status,
    ).toBe(401);

    // Pinterest through OAuth: the authorization address, the consent, the return to /admin, the exchange.
    const authUrl: string = (await json("/api/pinterest/auth-url", { headers: asAdmin })).body.authUrl;
    const returned = await authorizeAtFake(authUrl);
    const code = returned.get("code") ?? "";
    const state = returned.get("state") ?? "";
    secrets.set("OAuth code", code);
    secrets.set("OAuth state", state);
    expect((await t.request(`/admin?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`)).status).toBe(
      200,
    );
    const exchanged = await json("/api/pinterest/exchange-code", {
      method: "POST",
      headers: { ...jsonHeaders, ...asAdmin },
      body: body({ code, state }),
    });
    expect(exchanged.status).toBe(200);
    // The same code again is refused (and logged as a 4xx).
    expect(
      (
        await json("/api/pinterest/exchange-code", {
          method: "POST",
          headers: { ...jsonHeaders, ...asAdmin },
          body: body({ code, state }),
        })
      ).status,
    ).toBe(400);
    expect((await json("/api/pinterest/status", { headers: asAdmin })).body.connected).toBe(true);
    expect((await json("/api/pinterest/pins", { headers: asAdmin })).status).toBe(200);
    const boards = await json("/api/pinterest/boards", { headers: asAdmin });
    expect(
      (
        await json("/api/pinterest/board", {
          method: "PUT",
          headers: { ...jsonHeaders, ...asAdmin },
          body: body({ boardId: boards.body.boards[0].id }),
        })
      ).status,
    ).toBe(200);
    expect((await json("/api/pinterest/test", { headers: asAdmin })).body.success).toBe(true);

    // An expired access token is refreshed; a refused one is reported.
    fake.expireAccessTokens();
    expect((await json("/api/pinterest/test", { headers: asAdmin })).body.success).toBe(true);
    fake.force401(true);
    expect((await json("/api/pinterest/test", { headers: asAdmin })).body.success).toBe(false);
    expect((await json("/api/pinterest/pins", { headers: asAdmin })).status).toBe(502);
    fake.force401(false);

    // The automation: settings, a whole run that pins its page (first with Pinterest failing), stop.
    const status = async () => (await json("/api/automation/status", { headers: asAdmin })).body;
    expect(
      (
        await json("/api/automation/interval", {
          method: "PUT",
          headers: { ...jsonHeaders, ...byCookie },
          body: body({ minutes: 30 }),
        })
      ).status,
    ).toBe(200);
    fake.failPinCreation(true);
    expect((await json("/api/automation/start", { method: "POST", headers: asAdmin })).status).toBe(200);
    await waitUntil("a finished run", status, (s) => s.successCount + s.errorCount > 0, 60_000);
    fake.failPinCreation(false);
    expect((await json("/api/automation/stop", { method: "POST", headers: byCookie })).status).toBe(200);
    await waitUntil("the automation to stop", status, (s) => s.status === "stopped" && !s.isRunning, 30_000);

    // Disconnect, connect a token by hand, test it, disconnect.
    expect((await json("/api/pinterest/disconnect", { method: "POST", headers: asAdmin })).status).toBe(200);
    expect(
      (
        await json("/api/pinterest/connect", {
          method: "POST",
          headers: { ...jsonHeaders, ...asAdmin },
          body: body({ accessToken: "pina_not_a_real_token", refreshToken: "pinr_not_a_real_token" }),
        })
      ).status,
    ).toBe(400);
    secrets.set("refused manual token", "pina_not_a_real_token");
    secrets.set("refused manual refresh token", "pinr_not_a_real_token");
    expect(
      (
        await json("/api/pinterest/connect", {
          method: "POST",
          headers: { ...jsonHeaders, ...asAdmin },
          body: body({ accessToken: fake.manualToken }),
        })
      ).status,
    ).toBe(200);
    expect((await json("/api/pinterest/test", { headers: asAdmin })).body.success).toBe(true);
    expect((await json("/api/pinterest/disconnect", { method: "POST", headers: byCookie })).status).toBe(200);

    // The admin audit trail names every session by its label, never by its id.
    const audit = await json("/api/automation/events?stream=admin-audit&limit=1000", { headers: asAdmin });
    const auditText = JSON.stringify(audit.body.events);
    expect(auditText).toContain(`"session":"${labelOf(otherSessions[0] ?? "")}"`);
    expect(auditText).toContain("OtherAdminSessionsRevoked");

    // Log out by cookie; the session is gone.
    expect((await json("/api/admin/logout", { method: "POST", headers: byCookie })).status).toBe(200);
    expect((await json("/api/automation/status", { headers: asAdmin })).status).toBe(401);

    const issued = fake.issued();
    expect(issued.access.length).toBeGreaterThanOrEqual(2);
    for (const [i, token] of issued.access.entries()) secrets.set(`Pinterest access token ${i + 1}`, token);
    for (const [i, token] of issued.refresh.entries()) secrets.set(`Pinterest refresh token ${i + 1}`, token);

    // The capture saw the journey (so the search below is not vacuous)...
    const lines = logs.lines();
    expect(lines.length).toBeGreaterThan(30);
    const urls = lines.map((line) => JSON.parse(line).req?.url as string | undefined).filter(Boolean);
    expect(urls).toContain("/api/pinterest/exchange-code");
    expect(urls).toContain("/admin?code=[redacted]&state=[redacted]");
    expect(lines.some((line) => line.includes('"level":50') || line.includes('"level":40'))).toBe(true);

    // ...and holds none of the secrets, whole or as a long piece.
    const output = `${logs.text()}\n${consoleOutput.join("\n")}\n${auditText}`;
    const leaked = [...secrets].filter(([, secret]) => containsPieceOf(output, secret)).map(([what]) => what);
    expect(leaked).toEqual([]);
  }, 120_000);
});

/** The secret itself, or any 16-character piece of it (a token cut or wrapped is still a leak). */
function containsPieceOf(text: string, secret: string): boolean {
  if (secret.length <= 16) return text.includes(secret);
  for (let i = 0; i + 16 <= secret.length; i += 4) if (text.includes(secret.slice(i, i + 16))) return true;
  return text.includes(secret.slice(-16));
}
