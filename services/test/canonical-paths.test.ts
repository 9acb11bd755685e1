import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicServerEntry } from "../src/http/server-render/public-site";
import { SAMPLE_LANDING_PAGE } from "./support/landing-page-fixture";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

// A public page answers at one address (any other form of it is moved there, never rendered again), and an
// unknown address answers the 404 page rendered once for its kind, with its own address in it.

const page = SAMPLE_LANDING_PAGE;

/** Whether this answer took a server render (public-site.ts says so in Server-Timing). */
const rendered = (response: Response) => /\brender\b/.test(response.headers.get("server-timing") ?? "");

describe("canonical public addresses and cached 404 pages", () => {
  let t: TestApp;
  let session: string;
  let entry: PublicServerEntry;
  let config: PublicConfig;
  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
    const root = join(import.meta.dirname, "../..");
    entry = await import(pathToFileURL(join(root, "web-public/dist/server/entry-server.js")).href);
    const c = t.app.config;
    config = {
      siteUrl: c.siteUrl,
      storeUrl: c.storeUrl,
      supportEmail: c.supportEmail,
      knowledgeBaseUrl: c.knowledgeBaseUrl,
      companyName: c.companyName,
      mediaBaseUrl: c.mediaBaseUrl,
    };
  });
  afterAll(() => t.stop());

  /** What a fresh server render of `path` shows, its reads answered by the HTTP API. */
  const freshRender = async (path: string) => {
    const answers = await Promise.all(
      entry.prefetchPlan(path).map(async ({ queryKey, path: api }) => {
        const { status, body } = await t.json(api);
        return { queryKey, answer: { status, body } };
      }),
    );
    return entry.render(path, config, answers.length > 0 ? entry.dehydrateAnswers(answers) : undefined);
  };

  it("when a public page is asked for in another form, then it answers 301 to its one address, query kept", async () => {
    for (const [path, to] of [
      ["/MoVeMeNtS", "/movements"],
      ["/movements////", "/movements"],
      ["//movements//", "/movements"],
      ["/Pricing/?utm_source=mail&x=%20y", "/pricing?utm_source=mail&x=%20y"],
      ["//", "/"],
      ["///?a=1", "/?a=1"],
      ["/INDEX-3/", "/index-3"],
      ["/Movements/Hip-Pain/", "/movements/hip-pain"],
      ["/locations//HIP-PAIN", "/locations/hip-pain"],
      // A routine key keeps its case; only the fixed part is lowercased.
      ["/TRY/AbC_9", "/try/AbC_9"],
      ["/try//AbC_9/", "/try/AbC_9"],
      ["/try/", "/try"],
      ["/Pages/Wrist-Relief", "/pages/wrist-relief"],
      // Percent-encoded unreserved characters are those characters (RFC 3986 6.2.2.2): one address, one entry.
      ["/pages/%77rist-relief", "/pages/wrist-relief"],
      ["/%70ages/wrist-relief?utm_source=x", "/pages/wrist-relief?utm_source=x"],
      ["/movements/hip%2Dpain%7e", "/movements/hip-pain~"],
      ["/try/%41bC_9", "/try/AbC_9"],
    ] as const) {
      const response = await t.request(path);
      expect({ path, status: response.status, location: response.headers.get("location") }).toEqual({
        path,
        status: 301,
        location: to,
      });
      expect(rendered(response)).toBe(false);
      // The address it names is the one: asking for it is never moved again.
      expect((await t.request(to)).status, to).not.toBe(301);
    }
    expect((await t.request("/movements/hip-pain")).status).toBe(200);
    expect((await t.request("/try/AbC_9")).status).toBe(404);
  });

  it("when the address starts with // or cannot be parsed as a URL, then it answers 301 or 404, never 500", async () => {
    for (const [path, status] of [
      ["//", 301],
      ["///", 301],
      ["//[", 404],
      ["//:99999", 404],
      ["//evil.example/movements", 404],
      ["/movements/%zz/", 400],
    ] as const) {
      const response = await t.request(path);
      expect({ path, status: response.status }).toEqual({ path, status });
    }
    // Never a redirect to another host.
    expect((await t.request("//evil.example/")).headers.get("location")).toBeNull();
  });

  it("when many unknown addresses are asked for, then each shows its 404 page as a render would, rendered once per kind", async () => {
    const kinds = [
      (n: number) => `/nope-${n}`,
      (n: number) => `/sitemap-${n + 3}.xml`,
      (n: number) => `/try/unknownKey${n}`,
      (n: number) => `/pages/no-such-page-${n}`,
      (n: number) => `/movements/no-such-place-${n}`,
      (n: number) => `/movements/deeper/${n}`,
    ];
    for (const kind of kinds) {
      const answers = [];
      for (let n = 0; n < 12; n += 1) {
        const response = await t.request(kind(n));
        answers.push({ path: kind(n), status: response.status, rendered: rendered(response) });
        if (n === 5) {
          const html = await response.text();
          const fresh = await freshRender(kind(n));
          expect(fresh.status).toBe(404);
          expect(html).toContain(fresh.html);
          expect(html).toContain(fresh.head);
          expect(html).toMatch(/Page Not Found|Routine not found|Location not found/);
        }
      }
      expect(answers.every((answer) => answer.status === 404)).toBe(true);
      // The first of a kind renders it (since the last write emptied the caches); the rest are filled in.
      expect(answers.filter((answer) => answer.rendered).length, kind(0)).toBeLessThanOrEqual(1);
    }
  });

  it("when a landing page is published after its address answered 404, then its next view is the page", async () => {
    const slug = "ankle-circles-for-pilots";
    for (const path of [`/pages/${slug}`, `/pages/${slug}`, "/pages/another-missing-page"]) {
      const missing = await t.request(path);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Page Not Found");
    }
    const created = await t.json("/api/admin/landing-pages/manual", withSession(session, postJson({ ...page, slug })));
    expect(created.status).toBe(201);
    const published = await t.request(`/pages/${slug}`);
    expect(published.status).toBe(200);
    expect(await published.text()).toContain("Give your wrists a minute");
    // The write emptied the 404 pages with the other public caches: the next unknown page renders its kind anew.
    const after = await t.request("/pages/still-missing-page");
    expect(after.status).toBe(404);
    expect(rendered(after)).toBe(true);
  });

  it("when a page is asked for at its canonical address again, then it is served from the cache", async () => {
    await t.request("/features");
    const again = await t.request("/features?utm_source=x");
    expect(again.status).toBe(200);
    expect(rendered(again)).toBe(false);
  });
});
