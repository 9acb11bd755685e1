import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inProcessReads } from "../src/catalog/in-process-reads";
import { PUBLIC_READS } from "../src/catalog/public-api";
import { startTestApp, type TestApp } from "./support/test-app";

/** The seed's hip pain location (ops/seed): its content's display title and the opening of its article. */
const DISPLAY_TITLE = "Hip Pain Relief Stretches for Desk Workers";
const ARTICLE_START = "<h2>What long hours of sitting do to your hips</h2>";

describe("the location routine page", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when /movements/hip-pain is requested, then the server-rendered page has the routine and its article", async () => {
    const response = await t.request("/movements/hip-pain");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${DISPLAY_TITLE}</h1>`));
    expect(html).toContain("Long hours of sitting can leave your hips tight and stiff.");
    expect(html).toContain("4 exercises • 15 seconds each");
    expect(html).toContain(ARTICLE_START);
    expect(html).toContain("3 min read");
    expect(html).toContain("<title>Hip Stretches for Desk Workers | Movebreak</title>");
    // The content's stored address (https://movebreak.app/...) on the site's one origin (SITE_URL).
    expect(html).toContain('<link rel="canonical" href="https://movebreak.test/movements/hip-pain" />');
    expect(html).toContain('"@type":"Article"');
    expect(html).toContain("More Desk Exercises");
    // The player is the page's island: it starts from the server's draw of the routine (its props), fetching nothing.
    expect(html).toMatch(/<div data-island="routine-player" data-props="[^"]*&quot;exercises&quot;:\[\{/);
  });

  it("when /locations/hip-pain is requested, then it shows the same routine", async () => {
    const response = await t.request("/locations/hip-pain");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(DISPLAY_TITLE);
    expect(html).toContain(ARTICLE_START);
  });

  it("when the slug names no location, then it answers 404 with Location not found and the slug", async () => {
    const response = await t.request("/movements/nowhere");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Location not found");
    expect(html).toContain("Slug: nowhere");
    expect(html).toContain("Back to Movements");
  });
});

describe("the in-process answers of the routine page's reads", () => {
  let t: TestApp;
  let load: ReturnType<typeof inProcessReads>;
  beforeAll(async () => {
    t = await startTestApp();
    load = inProcessReads(t.app.database.db, { mediaBaseUrl: t.app.config.mediaBaseUrl }, PUBLIC_READS);
  });
  afterAll(() => t.stop());

  it.each([
    "/api/locations/with-thumbnails",
    "/api/locations/by-slug/hip-pain",
    "/api/locations/by-slug/nowhere",
    "/api/workouts?locationId=hipPain",
    "/api/workouts?locationId=nowhere",
    "/api/workouts",
    "/api/location-content/hipPain",
    "/api/location-content/nowhere",
  ])("when %s is read in-process, then it answers what the HTTP API answers", async (path) => {
    const http = await t.json(path);
    expect(await load(path)).toEqual({ status: http.status, body: http.body });
  });

  it("when the workouts and content are read by slug, then they equal the reads by the location's id", async () => {
    const byId = async (path: string) => {
      const { status, body } = await t.json(path);
      return { status, body };
    };
    expect(await load("/api/workouts?locationSlug=hip-pain")).toEqual(await byId("/api/workouts?locationId=hipPain"));
    expect(await load("/api/location-content?locationSlug=hip-pain")).toEqual(
      await byId("/api/location-content/hipPain"),
    );
    expect(await load("/api/workouts?locationSlug=nowhere")).toEqual(await byId("/api/workouts?locationId=nowhere"));
    expect(await load("/api/location-content?locationSlug=nowhere")).toEqual(
      await byId("/api/location-content/nowhere"),
    );
  });

  it("when no media base address is given, then the workouts are left for the browser to read", async () => {
    const withoutMedia = inProcessReads(t.app.database.db, {}, PUBLIC_READS);
    expect((await withoutMedia("/api/workouts?locationSlug=hip-pain")).status).toBe(503);
  });
});
