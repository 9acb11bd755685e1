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
      expect(text).toMatch(/NUL|decode|not a well-formed/);
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

  it("when 3,000 page views come from one client with a new browser string each, then one view is counted and no row is added anywhere", async () => {
    const session = await t.login();
    const slug = "counted-once";
    const made = await t.json(
      "/api/admin/landing-pages/manual",
      withSession(
        session,
        postJson({
          slug,
          painPoint: "x",
          context: "x",
          demographic: "x",
          seoTitle: "Counted Once",
          seoDescription: "A page viewed many times.",
          heroHeadline: "Counted once",
          markdown: "Just text.",
        }),
      ),
    );
    expect(made.status).toBe(201);
    const rows = async () =>
      (
        await t.app.database.executeSql(
          "select sum((xpath('/row/c/text()', query_to_xml(format('select count(*) as c from %I.%I', schemaname, relname), false, true, '')))[1]::text::bigint) as n from pg_stat_user_tables where schemaname = 'public'",
        )
      ).rows[0] as { n: number };
    const before = Number((await rows()).n);
    for (let i = 0; i < 3_000; i += 20) {
      await Promise.all(
        Array.from({ length: 20 }, (_, j) =>
          t
            .request(`/pages/${slug}`, {
              headers: {
                "user-agent": `Mozilla/5.0 (variant ${i + j}) Firefox/140.0`,
                "x-forwarded-for": "192.0.2.44",
              },
            })
            .then((r) => r.arrayBuffer()),
        ),
      );
    }
    await t.request(`/pages/${slug}`, {
      headers: { "user-agent": "Mozilla/5.0 Safari", "x-forwarded-for": "192.0.2.45" },
    });
    const views = async () =>
      Number(
        (
          (await t.app.database.executeSql("select page_views as v from landing_pages where slug = $1", [slug]))
            .rows[0] as { v: number }
        ).v,
      );
    // Every body has been read, so every view the server would count has been counted: write them and read.
    await t.app.flushCounters();
    expect(await views()).toBe(2);
    expect(Number((await rows()).n)).toBe(before);
  }, 120_000);

  it("when anonymous requests carry big or deeply nested bodies, then nothing parses them: 404 or 401 at once; an operator's body has a limit that fits its route", async () => {
    const nested = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    const post = (path: string, body: string, headers: Record<string, string> = {}) =>
      t.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    expect((await post("/api/no-such-route", nested)).status).toBe(404);
    expect((await post("/api/automation/start", nested)).status).toBe(401);
    expect((await post("/api/admin/landing-pages/manual", nested)).status).toBe(401);
    const login = await post("/api/admin/login", JSON.stringify({ token: "x".repeat(10_000) }));
    expect(login.status).toBe(413);
    expect((await login.json()).error).toBe("Request body is larger than the 4 KB limit");

    const session = await t.login();
    const interval = await t.request("/api/automation/interval", {
      method: "PUT",
      headers: { "content-type": "application/json", "x-admin-session": session },
      body: JSON.stringify({ minutes: 5, padding: "x".repeat(40_000) }),
    });
    expect(interval.status).toBe(413);
    expect((await interval.json()).error).toBe("Request body is larger than the 32 KB limit");
  });

  it("when a page's Markdown or an imported article carries an island's marker, then the served article has none, and the page's own islands are still there", async () => {
    const session = await t.login();
    const marker = `<div data-island="embed-tool" data-props='{"locationId":"armsOnly","autoplay":true}'>Read on</div>`;
    const page = await t.json(
      "/api/admin/landing-pages/manual",
      withSession(
        session,
        postJson({
          slug: "island-in-markdown",
          painPoint: "x",
          context: "x",
          demographic: "x",
          seoTitle: "Island In Markdown",
          seoDescription: "A page whose Markdown names a widget.",
          heroHeadline: "Widgets",
          markdown: `## Stretch\n\n${marker}\n\nA <a href="#stretch" data-store-link>link</a>.`,
        }),
      ),
    );
    expect(page.status).toBe(201);
    const imported = await t.json(
      "/api/admin/import-location-content",
      withSession(
        session,
        postJson({
          mode: "upsert",
          data: [
            {
              id: "content-hipPain",
              locationId: "hipPain",
              bodyContent: `<h2>Hips</h2>${marker}<span DATA-ISLAND="support-options" data-movebreak-location="armsOnly">x</span>`,
            },
          ],
        }),
      ),
    );
    expect(imported.body).toMatchObject({ imported: 1 });

    for (const path of ["/pages/island-in-markdown", "/movements/hip-pain"]) {
      const html = await (await t.request(path)).text();
      const article = /<article[^>]*data-article-html[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1];
      expect(article, path).toContain("Read on");
      expect(article, path).not.toMatch(/data-/i);
      // The site's own markers are still drawn (the menu on every page).
      expect(html, path).toContain('data-island="navbar"');
    }
  }, 60_000);
});
