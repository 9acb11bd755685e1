import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApp, TEST_ADMIN_TOKEN, type TestApp } from "./support/test-app";

describe("odd addresses and a proxy in front", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: "1" } });
  });
  afterAll(() => t.stop());

  it("when an address carries a NUL or a broken escape, then 400 with a message, never 500", async () => {
    for (const path of [
      "/try/%00",
      "/pages/%00",
      "/api/locations/by-slug/x%00y",
      "/api/metadata?path=/try/%2500",
      "/api/metadata?path=/movements/%25E0%25A4%25A",
      "/movements/%E0%A4%A",
    ]) {
      const response = await t.request(path);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      const text = await response.text();
      expect(text).toMatch(/NUL|decode/);
    }
  });

  it("when TRUST_PROXY=1 and ten logins fail from one client behind the proxy, then that client is limited and another is not", async () => {
    const from = (ip: string, token: string) =>
      t.json("/api/admin/login", postJson({ token }, { "x-forwarded-for": ip }));
    for (let i = 0; i < 10; i += 1) expect((await from("203.0.113.7", "wrong-token-0000")).status).toBe(401);
    expect((await from("203.0.113.7", "wrong-token-0000")).status).toBe(429);
    expect((await from("198.51.100.20", TEST_ADMIN_TOKEN)).status).toBe(200);
  });
});
