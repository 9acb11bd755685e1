import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_LANDING_PAGE } from "./support/landing-page-fixture";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

// The public reads are served from memory (http/cache/): these check that a visitor
// never sees what an operator has just changed on this instance, and that cached
// answers are the same bytes for everyone (ETag, encoding).

const page = { slug: "wrist-relief-for-typists", ...SAMPLE_LANDING_PAGE };

describe("cached public reads", () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when a list is read with brotli or gzip accepted, then it comes compressed, tagged, and 304 when unchanged", async () => {
    const plain = await t.json("/api/locations", { headers: { "accept-encoding": "identity" } });
    for (const encoding of ["br", "gzip"]) {
      const response = await t.request("/api/locations", { headers: { "accept-encoding": encoding } });
      expect(response.headers.get("content-encoding")).toBe(encoding);
      expect(response.headers.get("vary")).toMatch(/Accept-Encoding/i);
      expect(await response.json()).toEqual(plain.body);
    }
    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    // As a browser revalidates (fetch() itself would add Cache-Control: no-cache to a hand-made conditional request).
    const again = await t.request("/api/locations", {
      headers: { "if-none-match": etag as string, "cache-control": "max-age=0" },
    });
    expect(again.status).toBe(304);
  });

  it("when locations are imported, then the very next read of the list shows them", async () => {
    const before = (await t.json("/api/locations")).body as { id: string; title: string }[];
    const exported = (await t.json("/api/admin/export-locations", withSession(session))).body;
    const renamed = exported.data.map((location: { title: string }, index: number) =>
      index === 0 ? { ...location, title: "Standing Desk Reset" } : location,
    );
    const imported = await t.json(
      "/api/admin/import-locations",
      withSession(session, postJson({ data: renamed, clearExisting: true, confirmDeletions: true })),
    );
    expect(imported.status).toBe(200);
    const after = (await t.json("/api/locations")).body as { id: string; title: string }[];
    expect(after.map((location) => location.title)).toContain("Standing Desk Reset");
    expect(after).not.toEqual(before);
  });

  it("when a landing page is edited, then its next view shows the edit, and views between edits are the same bytes", async () => {
    const created = await t.json("/api/admin/landing-pages/manual", withSession(session, postJson(page)));
    expect(created.status).toBe(201);
    const first = await t.request(`/pages/${page.slug}`);
    const second = await t.request(`/pages/${page.slug}`);
    const [firstHtml, secondHtml] = [await first.text(), await second.text()];
    expect(firstHtml).toContain("Give your wrists a minute");
    expect(secondHtml).toBe(firstHtml);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));

    const updated = await t.json(
      `/api/admin/landing-pages/${created.body.page.id}`,
      withSession(session, { ...postJson({ ...page, heroHeadline: "Wrists first, then the inbox" }), method: "PUT" }),
    );
    expect(updated.status).toBe(200);
    const edited = await (await t.request(`/pages/${page.slug}`)).text();
    expect(edited).toContain("Wrists first, then the inbox");
    expect(edited).not.toContain("Give your wrists a minute");
  });

  it("when a page that does not exist yet is asked for, then publishing it shows it at once (its 404 is not kept for it)", async () => {
    const slug = "ankle-circles-for-pilots";
    const missing = await t.request(`/pages/${slug}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(missing.status).toBe(404);
    // Filled in per request from its kind's page, so not segmented: the compression middleware compresses it as it goes.
    expect(missing.headers.get("content-encoding")).toBe("br");
    expect(await missing.text()).toContain("Page Not Found");
    const created = await t.json("/api/admin/landing-pages/manual", withSession(session, postJson({ ...page, slug })));
    expect(created.status).toBe(201);
    const published = await t.request(`/pages/${slug}`, { headers: { "accept-encoding": "gzip, br" } });
    expect(published.status).toBe(200);
    expect(published.headers.get("content-encoding")).toBe("br");
    expect(await published.text()).toContain("Give your wrists a minute");
  });

  it("when a page is asked for with tracking parameters, then it is the page already cached, not a new render", async () => {
    const first = await (await t.request("/movements")).text();
    const [location] = await t.app.database.db.selectFrom("locations").select(["id", "title"]).limit(1).execute();
    expect(first).toContain(location?.title);
    // Changed behind the caches' back: a fresh render would show it, the cached page does not.
    await t.app.database.db
      .updateTable("locations")
      .set({ title: "Renamed Behind Caches" })
      .where("id", "=", location?.id as string)
      .execute();
    try {
      for (const query of [
        "?utm_source=newsletter&utm_medium=email",
        "?fbclid=abc123",
        "?gclid=xyz",
        "?anything=else",
      ]) {
        const html = await (await t.request(`/movements${query}`)).text();
        expect({ query, stale: html.includes(location?.title as string) }).toEqual({ query, stale: true });
        expect(html).not.toContain("Renamed Behind Caches");
      }
    } finally {
      await t.app.database.db
        .updateTable("locations")
        .set({ title: location?.title as string })
        .where("id", "=", location?.id as string)
        .execute();
    }
  });

  it("when the sitemap is asked for again, then it is built once and rebuilt only after a page write", async () => {
    const before = await (await t.request("/sitemap.xml")).text();
    const slug = "sitemap-cache-check";
    // Written behind the caches' back: the cached sitemap does not list it yet.
    await t.app.database.executeSql(
      "insert into landing_pages (slug, pain_point, context, demographic, seo_title, seo_description, hero_headline, markdown, html) values ($1, 'x', 'x', 'x', 'T', 'D', 'H', 'M', '<p>M</p>')",
      [slug],
    );
    expect(await (await t.request("/sitemap.xml")).text()).toBe(before);
    const created = await t.json(
      "/api/admin/landing-pages/manual",
      withSession(session, postJson({ ...page, slug: "sitemap-cache-second" })),
    );
    expect(created.status).toBe(201);
    const after = await (await t.request("/sitemap.xml")).text();
    expect(after).toContain(`/pages/${slug}</loc>`);
    expect(after).toContain("/pages/sitemap-cache-second</loc>");
  });
});
