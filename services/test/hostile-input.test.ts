import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApp, TEST_ADMIN_TOKEN, type TestApp, withSession } from "./support/test-app";

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

  it("when a page's Markdown is nested too deep or takes too long to render, then 400 says so and the server keeps answering", async () => {
    const session = await t.login();
    const form = {
      slug: "hostile-markdown",
      painPoint: "neck pain",
      context: "desk",
      demographic: "testers",
      seoTitle: "Hostile Markdown",
      seoDescription: "A page whose Markdown a parser would choke on.",
      heroHeadline: "Nothing to see",
    };
    const save = (markdown: string) =>
      t.json("/api/admin/landing-pages/manual", withSession(session, postJson({ ...form, markdown })));
    const deep = await save(">".repeat(100_000));
    expect(deep.status).toBe(400);
    expect(deep.body.error).toMatch(/nests 100000 levels deep/);

    const slow = save("_a".repeat(90_000));
    // Rendering runs in the pool: the event loop answers meanwhile.
    expect((await t.request("/healthz")).status).toBe(200);
    const refused = await slow;
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/took longer than 5 s to render/);
    expect(refused.body.details[0].field).toBe("markdown");

    const fine = await save("## A heading\n\nA paragraph with _emphasis_ and **strong** text.\n\n> A quote");
    expect(fine.status).toBe(201);
  }, 60_000);
});
