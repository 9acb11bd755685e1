import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pngSize } from "../src/pages/media/png-info";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

const valid = {
  slug: "neck-pain-relief-for-developers",
  painPoint: "neck pain",
  context: "office desk",
  demographic: "developers",
  seoTitle: "Neck Pain Relief for Developers at the Desk",
  seoDescription: "Five gentle desk moves that ease a stiff neck between commits.",
  heroHeadline: "Unstick your neck between commits",
  markdown: "## Why it hurts\n\nLong focus pulls the head forward.\n\n1. [Neck relief](/movements/neck-relief)",
};

describe("the landing page admin API", () => {
  let t: TestApp;
  let session: string;
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.json(
      `/api/admin/landing-pages${path}`,
      withSession(session, {
        method,
        headers: { "content-type": "application/json", ...headers },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      }),
    );

  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it.each([
    ["slug", "", "Slug is required"],
    ["slug", "Neck_Pain!", "Slug must contain only lowercase letters, numbers, and hyphens"],
    ["painPoint", "  ", "Pain point is required"],
    ["context", "", "Context is required"],
    ["demographic", "", "Demographic is required"],
    ["seoTitle", "", "SEO title is required"],
    ["seoDescription", "", "SEO description is required"],
    ["heroHeadline", "", "Hero headline is required"],
    ["markdown", "", "Content is required"],
    ["seoTitle", "x".repeat(61), "SEO title must be at most 60 characters"],
    ["seoDescription", "x".repeat(161), "SEO description must be at most 160 characters"],
    ["painPoint", "x".repeat(101), "Pain point must be at most 100 characters"],
    ["modifier", "x".repeat(51), "Modifier must be at most 50 characters"],
    ["ogTitle", "x".repeat(61), "OG title must be at most 60 characters"],
    ["canonicalUrl", "not a url", undefined],
  ])("when %s is %j, then 400 names the field with the spec's message", async (field, value, message) => {
    const { status, body } = await call("POST", "/manual", { ...valid, [field]: value });
    expect(status).toBe(400);
    const detail = body.details.find((d: { field: string }) => d.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
  });

  it("when everything required is missing, then the 400 lists every failed rule with its field", async () => {
    const { status, body } = await call("POST", "/manual", {});
    expect(status).toBe(400);
    expect(body.details.map((d: { field: string; message: string }) => `${d.field}: ${d.message}`).sort()).toEqual([
      "context: Context is required",
      "demographic: Demographic is required",
      "heroHeadline: Hero headline is required",
      "markdown: Content is required",
      "painPoint: Pain point is required",
      "seoDescription: SEO description is required",
      "seoTitle: SEO title is required",
      "slug: Slug is required",
    ]);
  });

  it("when a valid page is created, then it is stored with the defaults and the slug is no longer available", async () => {
    expect((await call("GET", `/check-slug/${valid.slug}`)).body).toEqual({ isAvailable: true });
    const created = await call("POST", "/manual", valid);
    expect(created.status).toBe(201);
    expect(created.body.page).toMatchObject({ slug: valid.slug });
    const page = (await call("GET", `/${created.body.page.id}`)).body;
    expect(page).toMatchObject({ ...valid, type: "landing_page", aiModelVersion: "manual", pageViews: 0 });
    expect((await call("GET", `/check-slug/${valid.slug}`)).body).toEqual({ isAvailable: false });
    expect((await call("GET", "/check-slug/Bad_Slug")).status).toBe(400);
  });

  it("when the slug is taken, then 409 with the spec's message", async () => {
    expect(await call("POST", "/manual", valid)).toMatchObject({
      status: 409,
      body: { error: "This slug is already taken. Please choose a different one." },
    });
  });

  it("when a page is updated, then fields change but the slug cannot", async () => {
    const { id } = (await call("GET", "")).body.pages[0];
    const updated = await call("PUT", `/${id}`, { ...valid, heroHeadline: "A new headline" });
    expect(updated.status).toBe(200);
    expect((await call("GET", `/${id}`)).body.heroHeadline).toBe("A new headline");
    const moved = await call("PUT", `/${id}`, { ...valid, slug: "another-slug" });
    expect(moved.status).toBe(400);
    expect(moved.body.details[0].field).toBe("slug");
    expect((await call("PUT", "/99999", valid)).status).toBe(404);
  });

  it("when pages of several types exist, then types lists them and export returns only the chosen type", async () => {
    await call("POST", "/manual", { ...valid, slug: "hip-pain-guide", type: "guide", painPoint: "hip pain" });
    expect((await call("GET", "/types")).body).toEqual({ types: ["guide", "landing_page"] });
    const exported = (await call("GET", "/export?type=guide")).body;
    expect(exported.count).toBe(1);
    expect(exported.pages[0].slug).toBe("hip-pain-guide");
    expect(await call("GET", "/export")).toMatchObject({
      status: 400,
      body: { error: "Please select a page type to export." },
    });
    const list = (await call("GET", "")).body;
    expect(list.count).toBe(2);
  });

  it("when social content is regenerated, then the page gets a caption with hashtags", async () => {
    const { id } = (await call("GET", "")).body.pages.find((p: { slug: string }) => p.slug === valid.slug);
    const { status, body } = await call("POST", `/${id}/regenerate-social-media`);
    expect(status).toBe(200);
    expect(body.socialCaption).toMatch(/#neckPain/);
    // The poster is a 1000x1500 PNG served by the app.
    expect(body.pinterestPosterImg).toBe(`https://movebreak.test/images/pages/poster-${valid.slug}.png`);
    const poster = await t.request(new URL(body.pinterestPosterImg).pathname);
    expect(poster.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await poster.arrayBuffer()))).toEqual({ width: 1000, height: 1500 });
    expect((await call("GET", `/${id}`)).body.socialCaption).toBe(body.socialCaption);
    expect((await call("POST", "/99999/regenerate-social-media")).status).toBe(404);
  });

  it("when a page carries a script tag or an onerror attribute, then neither reaches the stored Markdown or the public page", async () => {
    const evil = {
      ...valid,
      slug: "evil-page",
      markdown: 'Hi <img src=x onerror="alert(1)"> there\n\n<script>alert(2)</script>\n\n**bold**',
    };
    const created = await call("POST", "/manual", evil);
    expect(created.status).toBe(201);
    expect((await call("GET", `/${created.body.page.id}`)).body.markdown).not.toMatch(/<script|onerror/i);
    const publicPage = (await t.json("/api/pages/evil-page")).body;
    expect(publicPage.html).toContain("<strong>bold</strong>");
    expect(publicPage.html).not.toMatch(/<script|onerror/i);
    const ssr = await (await t.request("/pages/evil-page")).text();
    expect(ssr).not.toMatch(/onerror|alert\(2\)/i);
  });

  it("when the public page API is asked for an unknown slug, then 404 Page not found", async () => {
    expect(await t.json("/api/pages/nope")).toMatchObject({ status: 404, body: { error: "Page not found" } });
  });

  it("when a page is viewed, then it counts once per client per hour (whatever its browser says) and never for bots", async () => {
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };
    // Each body is read to its end: the server counts a view once the response has finished.
    const view = async (path: string, headers: Record<string, string>) =>
      (await t.request(path, { headers })).arrayBuffer();
    await view(`/pages/${valid.slug}`, browser);
    await view(`/pages/${valid.slug}`, browser);
    await view(`/pages/${valid.slug}`, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" });
    await view(`/pages/${valid.slug}`, { "user-agent": "Mozilla/5.0 (Macintosh) Safari/605.1.15" });
    await view("/pages/no-such-page", browser);
    // Counted in memory and written about once a second: write them now, then read what is stored.
    await t.app.flushCounters();
    const listed = (await call("GET", "")).body.pages.find((p: { slug: string }) => p.slug === valid.slug);
    expect(listed.pageViews).toBe(1);
  });

  it("when the sitemap is read, then it lists the fixed routes, the location pages and every landing page; robots points to it", async () => {
    const xml = await (await t.request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://movebreak.test/</loc>");
    expect(xml).toContain("<loc>https://movebreak.test/pricing</loc>");
    expect(xml).toContain(`<loc>https://movebreak.test/pages/${valid.slug}</loc>`);
    expect(xml).toContain("<loc>https://movebreak.test/pages/hip-pain-guide</loc>");
    const robots = await (await t.request("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://movebreak.test/sitemap.xml");
  });
});

describe("the public landing page, rendered on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    const session = await t.login();
    const made = await t.json(
      "/api/admin/landing-pages/manual",
      withSession(session, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(valid),
      }),
    );
    // A page that was not stored would make every test below fail for the wrong reason.
    expect(made.status, JSON.stringify(made.body)).toBe(201);
  });
  afterAll(() => t.stop());

  it("when /pages/{slug} is requested, then the HTML without JavaScript has the hero, the body, the SEO head and Article JSON-LD", async () => {
    const response = await t.request(`/pages/${valid.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(valid.heroHeadline);
    expect(html).toContain("<h2>Why it hurts</h2>");
    expect(html).toContain(`<title>${valid.seoTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${valid.seoDescription}"`);
    expect(html).toContain(`<link rel="canonical" href="https://movebreak.test/pages/${valid.slug}"`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Article", headline: valid.seoTitle });
  });

  it("when the slug is unknown, then 404 with Page Not Found", async () => {
    const response = await t.request("/pages/no-such-page");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });
});
