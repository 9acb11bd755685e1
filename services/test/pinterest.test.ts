import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type FakePinterest, startFakePinterest } from "../../ops/fake-pinterest/fake-pinterest";
import { tokenCipher } from "../src/pinterest/token-cipher";
import { authorizeAtFake, connectThroughOauth, pinterestEnv, TEST_PINTEREST_KEY } from "./support/pinterest";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

const PINTEREST_ROUTES: [method: string, path: string][] = [
  ["GET", "/api/pinterest/auth-url"],
  ["POST", "/api/pinterest/exchange-code"],
  ["POST", "/api/pinterest/connect"],
  ["GET", "/api/pinterest/status"],
  ["GET", "/api/pinterest/pins"],
  ["GET", "/api/pinterest/test"],
  ["POST", "/api/pinterest/disconnect"],
  ["GET", "/api/pinterest/boards"],
  ["PUT", "/api/pinterest/board"],
];

const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000;

describe("the Pinterest integration against a fake Pinterest on loopback", () => {
  let fake: FakePinterest;
  let t: TestApp;
  let session: string;
  // The server's clock runs with the real one, moved forward when a test needs time to pass.
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);

  const call = (method: string, path: string, body?: unknown, as = session) =>
    t.json(
      path,
      body === undefined
        ? withSession(as, { method })
        : {
            method,
            headers: { "content-type": "application/json", "x-admin-session": as },
            body: JSON.stringify(body),
          },
    );
  const rawConnectionRows = async () =>
    JSON.stringify((await t.app.database.executeSql("select * from pinterest_connections")).rows);

  beforeAll(async () => {
    fake = await startFakePinterest();
    t = await startTestApp({ clock, seed: false, env: pinterestEnv(fake) });
    session = await t.login();
  });
  afterAll(async () => {
    await t.stop();
    await fake.close();
  });
  afterEach(async () => {
    offsetMs = 0;
    // A test that moved the clock 30 days on has also seen the session expire.
    session = await t.login();
    fake.force401(false);
    await call("POST", "/api/pinterest/disconnect");
    fake.reset();
  });

  it.each(PINTEREST_ROUTES)("when %s %s is called without the admin session, then 401", async (method, path) => {
    const init: RequestInit =
      method === "GET" ? {} : { method, headers: { "content-type": "application/json" }, body: "{}" };
    const { status, body } = await t.json(path, init);
    expect(status).toBe(401);
    expect(body.error).toBe("Authentication required");
    expect((await t.json(path, withSession("forged-session", init))).status).toBe(401);
  });

  it("when the authorization address is asked for, then it names the app, the redirect URI, the four scopes and a fresh state", async () => {
    const first = new URL((await call("GET", "/api/pinterest/auth-url")).body.authUrl);
    const second = new URL((await call("GET", "/api/pinterest/auth-url")).body.authUrl);
    expect(`${first.origin}${first.pathname}`).toBe(`${fake.url}/oauth/`);
    expect(first.searchParams.get("client_id")).toBe(fake.appId);
    expect(first.searchParams.get("redirect_uri")).toBe("https://movebreak.test/admin");
    expect(first.searchParams.get("response_type")).toBe("code");
    expect(first.searchParams.get("scope")).toBe("boards:read,pins:read,pins:write,user_accounts:read");
    expect(first.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    expect(second.searchParams.get("state")).not.toBe(first.searchParams.get("state"));
    // Stored by hash only.
    const states = JSON.stringify((await t.app.database.executeSql("select * from pinterest_oauth_states")).rows);
    expect(states).not.toContain(first.searchParams.get("state"));
  });

  it("when the admin connects through OAuth, then the status shows the account and the first 6 pins come back", async () => {
    const exchanged = await connectThroughOauth(t, session);
    expect(exchanged).toMatchObject({
      status: 200,
      body: { success: true, message: "Pinterest account @movebreak_fake connected" },
    });
    expect(fake.grants("authorization_code")).toBe(1);
    const tokenCall = fake.calls.find((c) => c.path === "/v5/oauth/token");
    expect(tokenCall?.authorization).toBe(`Basic ${Buffer.from(`${fake.appId}:${fake.appSecret}`).toString("base64")}`);

    const { body: status } = await call("GET", "/api/pinterest/status");
    expect(status.connected).toBe(true);
    expect(status.connection).toMatchObject({
      username: "movebreak_fake",
      accountType: "BUSINESS",
      profileImage: `${fake.url}/images/profile.svg`,
      isExpired: false,
      scopes: ["boards:read", "pins:read", "pins:write", "user_accounts:read"],
      method: "oauth",
      canRefresh: true,
      board: null,
    });
    expect(new Date(status.connection.expiresAt).getTime()).toBeGreaterThan(Date.now() + THIRTY_DAYS_MS - 60_000);
    expect(status.connection.lastSyncAt).toEqual(expect.any(String));

    const { status: code, body } = await call("GET", "/api/pinterest/pins");
    expect(code).toBe(200);
    expect(body.pins).toHaveLength(6);
    expect(body.pins[1]).toMatchObject({ title: null });
    expect(body.pins[0]).toMatchObject({
      id: expect.any(String),
      title: "Movement break #1",
      created_at: expect.any(String),
      media: { images: { "150x150": { url: expect.stringContaining("/150x150.svg") } } },
    });
    expect(fake.calls.find((c) => c.path === "/v5/pins")).toBeDefined();
  });

  it("when tokens are stored, then the table holds no token in plaintext, only values the key decrypts, and no answer carries one", async () => {
    await connectThroughOauth(t, session);
    const { access, refresh } = fake.issued();
    expect(access).toHaveLength(1);
    expect(refresh).toHaveLength(1);
    const raw = await rawConnectionRows();
    for (const token of [...access, ...refresh]) expect(raw).not.toContain(token);

    const [row] = (
      await t.app.database.executeSql("select access_token_enc, refresh_token_enc from pinterest_connections")
    ).rows as { access_token_enc: string; refresh_token_enc: string }[];
    const cipher = tokenCipher(Buffer.from(TEST_PINTEREST_KEY, "hex"));
    expect(cipher.decrypt(row?.access_token_enc ?? "", "pinterest:access_token")).toBe(access[0]);
    expect(cipher.decrypt(row?.refresh_token_enc ?? "", "pinterest:refresh_token")).toBe(refresh[0]);

    const answers = JSON.stringify([
      (await call("GET", "/api/pinterest/status")).body,
      (await call("GET", "/api/pinterest/pins")).body,
      (await call("GET", "/api/pinterest/test")).body,
      (await call("GET", "/api/pinterest/boards")).body,
    ]);
    for (const token of [...access, ...refresh]) expect(answers).not.toContain(token);

    // A token entered by hand is stored the same way.
    await call("POST", "/api/pinterest/disconnect");
    expect((await call("POST", "/api/pinterest/connect", { accessToken: fake.manualToken })).status).toBe(200);
    expect(await rawConnectionRows()).not.toContain(fake.manualToken);
  });

  it("when the access token has expired, then it is refreshed exactly once, even for requests arriving together", async () => {
    await connectThroughOauth(t, session);
    offsetMs = THIRTY_DAYS_MS + 60_000;
    fake.expireAccessTokens();
    // 30 days on, the admin session has expired too.
    const later = await t.login();

    const answers = await Promise.all([
      call("GET", "/api/pinterest/pins", undefined, later),
      call("GET", "/api/pinterest/test", undefined, later),
      call("GET", "/api/pinterest/status", undefined, later),
      call("GET", "/api/pinterest/boards", undefined, later),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[1]?.body).toEqual({ success: true, profile: { username: "movebreak_fake" } });
    expect(fake.grants("refresh_token")).toBe(1);
    const { body } = await call("GET", "/api/pinterest/status", undefined, later);
    expect(body.connection.isExpired).toBe(false);
    expect(new Date(body.connection.expiresAt).getTime()).toBeGreaterThan(clock().getTime() + THIRTY_DAYS_MS - 60_000);
    // The new access token is stored encrypted too.
    for (const token of fake.issued().access) expect(await rawConnectionRows()).not.toContain(token);
  });

  it("when Pinterest refuses a token it has not reached the end of, then one refresh and one retry bring it back", async () => {
    await connectThroughOauth(t, session);
    fake.expireAccessTokens();
    expect((await call("GET", "/api/pinterest/pins")).status).toBe(200);
    expect(fake.grants("refresh_token")).toBe(1);
    expect((await call("GET", "/api/pinterest/pins")).status).toBe(200);
    expect(fake.grants("refresh_token")).toBe(1);
  });

  it("when Pinterest keeps answering 401, then the test reports the connection issue after a single refresh", async () => {
    await connectThroughOauth(t, session);
    fake.force401(true);
    const { status, body } = await call("GET", "/api/pinterest/test");
    expect(status).toBe(200);
    expect(body.success).toBe(false);
    expect(body.error).toBe(
      "Pinterest refused the access token: connect the account again (Pinterest answered 401: Authentication failed.)",
    );
    expect(fake.grants("refresh_token")).toBe(1);

    const pins = await call("GET", "/api/pinterest/pins");
    expect(pins.status).toBe(502);
    expect(pins.body.error).toMatch(/^Pinterest refused the access token: connect the account again/);
  });

  it("when Pinterest refuses the stored token, then the status says a reconnect is needed, kept on the row, until a call works again", async () => {
    await connectThroughOauth(t, session);
    const before = (await call("GET", "/api/pinterest/status")).body.connection;
    expect(before).toMatchObject({ needsReconnect: false, lastCall: { outcome: "ok", error: null } });

    fake.force401(true);
    expect((await call("GET", "/api/pinterest/pins")).status).toBe(502);

    const refused = (await call("GET", "/api/pinterest/status")).body.connection;
    expect(refused.needsReconnect).toBe(true);
    expect(refused.lastCall).toEqual({
      at: expect.any(String),
      outcome: "refused",
      error: "Pinterest refused the access token (Pinterest answered 401: Authentication failed.)",
    });
    // On the connection row, not in this process: a restart or another instance reads the same.
    const rows = await t.app.database.executeSql("select last_call_outcome from pinterest_connections");
    expect(rows.rows).toEqual([{ last_call_outcome: "refused" }]);

    fake.force401(false);
    expect((await call("GET", "/api/pinterest/test")).body.success).toBe(true);
    const cleared = (await call("GET", "/api/pinterest/status")).body.connection;
    expect(cleared).toMatchObject({ needsReconnect: false, lastCall: { outcome: "ok", error: null } });
  });

  it("when Pinterest refuses the refresh token too, then the answer and the status ask for a new connection, which clears it", async () => {
    await connectThroughOauth(t, session);
    // Pinterest forgets every token it issued: the access token is refused, and so is its refresh token.
    fake.reset();

    const pins = await call("GET", "/api/pinterest/pins");
    expect(pins.status).toBe(502);
    expect(pins.body.error).toBe(
      "Pinterest refused the refresh token: connect the account again (Pinterest answered 400: Invalid refresh token)",
    );
    const refused = (await call("GET", "/api/pinterest/status")).body.connection;
    expect(refused.needsReconnect).toBe(true);
    expect(refused.lastCall).toMatchObject({
      outcome: "refused",
      error: "Pinterest refused the refresh token (Pinterest answered 400: Invalid refresh token)",
    });

    await connectThroughOauth(t, session);
    const reconnected = (await call("GET", "/api/pinterest/status")).body.connection;
    expect(reconnected).toMatchObject({ needsReconnect: false, lastCall: { outcome: "ok" } });
  });

  it("when Pinterest fails without refusing the token, then the status records the failure but asks for no reconnect", async () => {
    await connectThroughOauth(t, session);
    await fake.close();
    try {
      expect((await call("GET", "/api/pinterest/boards")).status).toBe(502);
      const failed = (await call("GET", "/api/pinterest/status")).body.connection;
      expect(failed.needsReconnect).toBe(false);
      expect(failed.lastCall).toMatchObject({ outcome: "failed", error: expect.any(String) });
    } finally {
      fake = await startFakePinterest({ port: Number(new URL(fake.url).port) });
    }
  });

  it("when the state is forged, reused, from another session or older than 10 minutes, then the code is not exchanged", async () => {
    const exchange = (code: string | null, state: string | null, as = session) =>
      t.json("/api/pinterest/exchange-code", postJson({ code, state }, { "x-admin-session": as }));
    const invalid = "This Pinterest authorization is invalid or has expired. Start the connection again.";

    // Forged.
    expect(await exchange("some-code", "forged-state")).toMatchObject({ status: 400, body: { error: invalid } });

    // From another admin session.
    const otherSession = await t.login();
    const other = await authorizeAtFake(
      (await call("GET", "/api/pinterest/auth-url", undefined, otherSession)).body.authUrl,
    );
    expect(await exchange(other.get("code"), other.get("state"))).toMatchObject({
      status: 400,
      body: { error: invalid },
    });

    // Expired.
    const late = await authorizeAtFake((await call("GET", "/api/pinterest/auth-url")).body.authUrl);
    offsetMs = 10 * 60 * 1000 + 1000;
    expect(await exchange(late.get("code"), late.get("state"))).toMatchObject({
      status: 400,
      body: { error: invalid },
    });
    offsetMs = 0;

    // Reused: the first use connects, the second is refused.
    const fresh = await authorizeAtFake((await call("GET", "/api/pinterest/auth-url")).body.authUrl);
    expect((await exchange(fresh.get("code"), fresh.get("state"))).status).toBe(200);
    expect(await exchange(fresh.get("code"), fresh.get("state"))).toMatchObject({
      status: 400,
      body: { error: invalid },
    });

    // None of the refused ones reached Pinterest's token endpoint.
    expect(fake.grants("authorization_code")).toBe(1);
  });

  it("when Pinterest refuses the authorization code, then the answer is a 400 saying so", async () => {
    const returned = await authorizeAtFake((await call("GET", "/api/pinterest/auth-url")).body.authUrl);
    const { status, body } = await call("POST", "/api/pinterest/exchange-code", {
      code: "not-the-code",
      state: returned.get("state"),
    });
    expect(status).toBe(400);
    expect(body.error).toBe(
      "Pinterest refused the authorization code (Pinterest answered 400: Invalid authorization code)",
    );
  });

  it("when a token is entered by hand, then it is checked with Pinterest first and empty ones are refused with the spec's message", async () => {
    for (const body of [{}, { accessToken: "" }, { accessToken: "   " }, { accessToken: null }]) {
      const answer = await call("POST", "/api/pinterest/connect", body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe("Please enter your Pinterest access token");
    }
    const refused = await call("POST", "/api/pinterest/connect", { accessToken: "pina_not_a_real_token" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^Pinterest rejected this access token/);
    expect((await call("GET", "/api/pinterest/status")).body).toEqual({ connected: false, connection: null });

    const ok = await call("POST", "/api/pinterest/connect", {
      accessToken: `  ${fake.manualToken}  `,
      refreshToken: " ",
    });
    expect(ok).toMatchObject({ status: 200, body: { success: true } });
    const { body } = await call("GET", "/api/pinterest/status");
    expect(body.connection).toMatchObject({
      username: "movebreak_fake",
      method: "manual",
      expiresAt: null,
      isExpired: false,
      scopes: [],
      canRefresh: false,
    });
    expect((await call("GET", "/api/pinterest/pins")).body.pins).toHaveLength(6);
  });

  it("when a board is chosen, then it must be one of the account's and the status names it", async () => {
    await connectThroughOauth(t, session);
    const { body } = await call("GET", "/api/pinterest/boards");
    expect(body.boards.map((b: { name: string }) => b.name)).toEqual(["Desk Stretches", "Back Pain Relief"]);
    expect(body.selectedBoardId).toBeNull();

    expect((await call("PUT", "/api/pinterest/board", { boardId: "123" })).status).toBe(400);
    expect((await call("PUT", "/api/pinterest/board", { boardId: 5 })).status).toBe(400);
    expect((await call("PUT", "/api/pinterest/board", {})).status).toBe(400);
    const chosen = await call("PUT", "/api/pinterest/board", { boardId: body.boards[1].id });
    expect(chosen.body).toMatchObject({ success: true, board: { name: "Back Pain Relief" } });
    expect((await call("GET", "/api/pinterest/status")).body.connection.board).toEqual(body.boards[1]);
    expect((await call("GET", "/api/pinterest/boards")).body.selectedBoardId).toBe(body.boards[1].id);
    expect((await call("PUT", "/api/pinterest/board", { boardId: null })).body.board).toBeNull();
  });

  it("when the account is disconnected, then status says so, and pins, test and a second disconnect answer 409", async () => {
    await connectThroughOauth(t, session);
    expect(await call("POST", "/api/pinterest/disconnect")).toMatchObject({ status: 200, body: { success: true } });
    expect((await call("GET", "/api/pinterest/status")).body).toEqual({ connected: false, connection: null });
    expect(await rawConnectionRows()).toBe("[]");
    for (const [method, path] of [
      ["GET", "/api/pinterest/pins"],
      ["GET", "/api/pinterest/test"],
      ["POST", "/api/pinterest/disconnect"],
    ] as const) {
      const { status, body } = await call(method, path);
      expect(status).toBe(409);
      expect(body.error).toBe("No Pinterest account is connected");
    }
  });

  it("when requests are malformed, then they answer 400 with a message, never 500", async () => {
    const malformed = await t.request("/api/pinterest/exchange-code", {
      method: "POST",
      headers: { "content-type": "application/json", "x-admin-session": session },
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    expect((await call("POST", "/api/pinterest/exchange-code", {})).body.error).toMatch(/code is required/i);
    expect((await call("POST", "/api/pinterest/exchange-code", { code: "x", state: "y".repeat(300) })).status).toBe(
      400,
    );
    expect((await call("POST", "/api/pinterest/connect", { accessToken: 42 })).status).toBe(400);
    expect((await call("POST", "/api/pinterest/connect", ["a"])).status).toBe(400);
  });
});

describe("Pinterest without PINTEREST_TOKEN_KEY", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { PINTEREST_APP_ID: "app", PINTEREST_APP_SECRET: "secret" } });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it.each(PINTEREST_ROUTES)(
    "when %s %s is called by an admin, then 503 says Pinterest is not configured",
    async (method, path) => {
      const { status, body } = await t.json(path, withSession(session, { method }));
      expect(status).toBe(503);
      expect(body.error).toMatch(/^Pinterest is not configured/);
    },
  );

  it("when no admin session is sent, then it is still a 401 first", async () => {
    expect((await t.json("/api/pinterest/status")).status).toBe(401);
  });
});

describe("Pinterest with a key but without the app's credentials", () => {
  let fake: FakePinterest;
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    fake = await startFakePinterest();
    const { PINTEREST_APP_ID: _id, PINTEREST_APP_SECRET: _secret, ...env } = pinterestEnv(fake);
    t = await startTestApp({ seed: false, env });
    session = await t.login();
  });
  afterAll(async () => {
    await t.stop();
    await fake.close();
  });

  it("when OAuth is asked for, then 503 names the missing variables, and a token entered by hand still connects", async () => {
    const { status, body } = await t.json("/api/pinterest/auth-url", withSession(session));
    expect(status).toBe(503);
    expect(body.error).toBe("Pinterest OAuth is not configured: set PINTEREST_APP_ID and PINTEREST_APP_SECRET");
    const connected = await t.json(
      "/api/pinterest/connect",
      postJson({ accessToken: fake.manualToken }, { "x-admin-session": session }),
    );
    expect(connected.status).toBe(200);
  });
});
