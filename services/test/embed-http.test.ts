import { readFileSync } from "node:fs";
import { join } from "node:path";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApp, type TestApp } from "./support/test-app";

const OTHER_SITE = { origin: "https://blog.example" };
/**
 * A revalidation as a browser's cache sends it. (fetch() itself adds "Cache-Control: no-cache"
 * to a request with If-None-Match unless one is given, which would ask the server for a full answer.)
 */
const revalidate = (etag: string) => ({ ...OTHER_SITE, "if-none-match": etag, "cache-control": "max-age=0" });
/** What a browser would send if a visitor of the embedding site also had an admin session with us. */
const WITH_COOKIE = { ...OTHER_SITE, cookie: "mb_admin_session=abc; other=1" };

describe("the embed endpoints over HTTP (player script, location and shared routine reads)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when the player script is loaded from another site, then it is the built bundle, readable cross-origin and cached 5 minutes", async () => {
    const response = await t.request(BRAND_PATHS.playerScript, { headers: WITH_COOKIE });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.headers.get("etag")).toBeTruthy();
    expect(response.headers.get("set-cookie")).toBeNull();
    const built = readFileSync(join(t.app.config.repoRoot, "web-public/dist", BRAND_PATHS.playerScript), "utf8");
    expect(await response.text()).toBe(built);
  });

  it("when the player script is asked for again with its ETag, then the answer is 304 without a body", async () => {
    const first = await t.request(BRAND_PATHS.playerScript);
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    const again = await t.request(BRAND_PATHS.playerScript, { headers: revalidate(etag) });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("cache-control")).toBe("public, max-age=300");
  });

  for (const path of ["/api/embed/location/armsOnly", "/api/shared-movebreaks/neck-saver"]) {
    it(`when ${path} is read from another site, then it allows any origin without credentials, sets no cookie and is cached a minute`, async () => {
      const response = await t.request(path, { headers: WITH_COOKIE });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("etag")).toBeTruthy();
      expect((await response.json()).workouts.length).toBeGreaterThan(0);
    });

    it(`when ${path} is asked for again with its ETag, then the answer is 304`, async () => {
      const first = await t.request(path);
      const etag = first.headers.get("etag") ?? "";
      await first.arrayBuffer();
      const again = await t.request(path, { headers: revalidate(etag) });
      expect(again.status).toBe(304);
      expect(again.headers.get("access-control-allow-origin")).toBe("*");
    });
  }

  it("when an embed read fails, then the error is not cached", async () => {
    for (const path of ["/api/embed/location/nope", "/api/shared-movebreaks/unknown-key"]) {
      const response = await t.request(path, { headers: OTHER_SITE });
      expect(response.status).toBe(404);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("when the open counter is incremented, then the answer stays no-store and sets no cookie", async () => {
    const response = await t.request("/api/shared-movebreaks/neck-saver/increment-opens", {
      method: "POST",
      headers: WITH_COOKIE,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("when a preflight reaches an embed endpoint, then it is allowed for any origin", async () => {
    const response = await t.request("/api/embed/location/armsOnly", {
      method: "OPTIONS",
      headers: { ...OTHER_SITE, "access-control-request-method": "GET" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("when anything else is read from another site, then no CORS header is sent", async () => {
    const session = await t.login();
    const reads: [string, RequestInit][] = [
      ["/api/locations", { headers: OTHER_SITE }],
      ["/api/workouts?locationId=armsOnly", { headers: OTHER_SITE }],
      ["/api/reviews", { headers: OTHER_SITE }],
      ["/movements/arms-only", { headers: OTHER_SITE }],
      ["/embed-demo", { headers: OTHER_SITE }],
      ["/embed/other.js", { headers: OTHER_SITE }],
      ["/admin", { headers: OTHER_SITE }],
      ["/api/admin/landing-pages", { headers: { ...OTHER_SITE, "x-admin-session": session } }],
      ["/api/locations", { method: "OPTIONS", headers: { ...OTHER_SITE, "access-control-request-method": "GET" } }],
      ["/api/admin/login", postJson({ token: "wrong-token-0123456789" }, OTHER_SITE)],
    ];
    for (const [path, init] of reads) {
      const response = await t.request(path, init);
      await response.arrayBuffer();
      expect(response.headers.get("access-control-allow-origin"), path).toBeNull();
    }
  });
});
