import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashSessionId } from "../src/admin/secrets";
import { TEST_PINTEREST_KEY } from "./support/pinterest";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

/** ASVS 8.2.1: nothing an operator sees is kept by a browser or a proxy, errors included. */
describe("Cache-Control on the operators' answers", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { PINTEREST_TOKEN_KEY: TEST_PINTEREST_KEY } });
    session = await t.login();
  });
  afterAll(() => t.stop());

  const cacheOf = async (path: string, init: RequestInit = {}) => {
    const response = await t.request(path, init);
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get("cache-control") };
  };

  it("when each admin API prefix answers a session, then no-store", async () => {
    for (const path of [
      "/api/admin/sessions",
      "/api/admin/landing-pages/types",
      "/api/automation/status",
      "/api/automation/metrics",
      "/api/page-generator/queue/status",
      "/api/pinterest/status",
      "/api/admin/openapi.json",
    ]) {
      const { status, cache } = await cacheOf(path, withSession(session));
      expect(status, path).toBe(200);
      // The admin OpenAPI document says "private, no-store" itself.
      expect(cache, path).toMatch(/^(private, )?no-store$/);
    }
  });

  it("when an admin API refuses or fails (400, 401, 403, 404, 409, 429), then no-store", async () => {
    const answers = {
      "400 bad input": await cacheOf(
        "/api/automation/interval",
        withSession(session, {
          method: "PUT",
          headers: { "content-type": "application/json" },
          body: '{"minutes":-1}',
        }),
      ),
      "401 no session": await cacheOf("/api/automation/status"),
      "403 cross-site": await cacheOf("/api/automation/stop", {
        method: "POST",
        headers: { cookie: `mb_admin_session=${session}`, origin: "https://evil.example" },
      }),
      "404 unknown admin path": await cacheOf("/api/admin/no-such-route", withSession(session)),
      "404 unknown automation path": await cacheOf("/api/automation/no-such-route", withSession(session)),
      "409 own session": await cacheOf(
        `/api/admin/sessions/${hashSessionId(session).slice(0, 8)}`,
        withSession(session, { method: "DELETE" }),
      ),
      "401 wrong token": await cacheOf("/api/admin/login", postJson({ token: "wrong-token" })),
    };
    // The login limiter's refusal too (10 failures in 15 minutes).
    for (let attempt = 2; attempt <= 10; attempt += 1) await cacheOf("/api/admin/login", postJson({ token: "wrong" }));
    Object.assign(answers, { "429 login limit": await cacheOf("/api/admin/login", postJson({ token: "wrong" })) });
    expect(answers).toEqual({
      "400 bad input": { status: 400, cache: "no-store" },
      "401 no session": { status: 401, cache: "no-store" },
      "403 cross-site": { status: 403, cache: "no-store" },
      "404 unknown admin path": { status: 404, cache: "no-store" },
      "404 unknown automation path": { status: 404, cache: "no-store" },
      "409 own session": { status: 409, cache: "no-store" },
      "401 wrong token": { status: 401, cache: "no-store" },
      "429 login limit": { status: 429, cache: "no-store" },
    });
  });

  it("when the admin app's HTML is served, then no-store; its hashed assets stay cached for a year", async () => {
    for (const path of [
      "/admin",
      "/admin/",
      "/admin/login",
      "/admin/page-manager?tab=automation",
      "/admin/index.html",
    ]) {
      expect(await cacheOf(path), path).toEqual({ status: 200, cache: "no-store" });
    }
    const asset = readdirSync(join(t.app.config.repoRoot, "web-admin/dist/assets")).find((name) =>
      name.endsWith(".js"),
    );
    const assetAnswer = await cacheOf(`/admin/assets/${asset}`);
    expect(assetAnswer.status).toBe(200);
    expect(assetAnswer.cache).toMatch(/max-age=31536000.*immutable/);
  });

  it("when an export sets its own download headers, then they stand; public answers are left alone", async () => {
    const download = await t.request("/api/automation/events/download", withSession(session));
    await download.arrayBuffer();
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="automation-history-/);
    expect(download.headers.get("cache-control")).toBe("no-store");
    // Paths that only start like an operator's are public.
    expect((await cacheOf("/api/locations")).cache).not.toBe("no-store");
    expect((await cacheOf("/administrator")).cache).not.toBe("no-store");
  });
});
