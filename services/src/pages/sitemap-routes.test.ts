import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { landingPageRow } from "../../test/support/landing-page-fixture";
import { createTestDatabase } from "../../test/support/test-database";
import { sitemapEntries, sitemapRoutes } from "./sitemap-routes";

describe("the sitemap past its URL limit", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: ReturnType<express.Express["listen"]>;
  let base: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    const app = express();
    // A limit of 10 stands in for 50,000 so that the index appears with a handful of pages.
    app.use(sitemapRoutes({ db: database.handle.db, siteUrl: "https://movebreak.test", limit: 10 }));
    server = app.listen(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await database.drop();
  });

  it("when there are more addresses than the limit, then sitemap.xml is an index of parts that hold them all", async () => {
    const index = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(index).toContain("<sitemapindex");
    const parts = [...index.matchAll(/<loc>https:\/\/movebreak\.test(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(parts.length).toBeGreaterThan(1);
    const urls: string[] = [];
    for (const part of parts) {
      const xml = await (await fetch(`${base}${part}`)).text();
      urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string));
    }
    expect(urls).toContain("https://movebreak.test/pricing");
    expect(new Set(urls).size).toBe(urls.length);
    expect((await fetch(`${base}/sitemap-99.xml`)).status).toBe(404);
  });
});

describe("the sitemap's locations", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database.handle;
    await db
      .insertInto("locations")
      .values([
        { id: "plays", title: "Plays", slug: "plays" },
        { id: "empty", title: "Empty", slug: "empty" },
      ])
      .execute();
    await db.insertInto("workouts").values({ id: "plays-01", title: "Neck Rolls", locationId: "plays" }).execute();
  });
  afterAll(() => database.drop());

  it("when a location has no exercises, then it is left out (its page answers 404); one that plays is listed", async () => {
    const locs = (await sitemapEntries(database.handle.db, "https://movebreak.test")).map((entry) => entry.loc);
    expect(locs).toContain("https://movebreak.test/movements/plays");
    expect(locs).not.toContain("https://movebreak.test/movements/empty");
  });
});

describe("the sitemap and pages waiting for review", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const row = (slug: string, indexable: boolean) =>
      landingPageRow(slug, { painPoint: "neck pain", aiModelVersion: "template-v1", indexable });
    await database.handle.db
      .insertInto("landingPages")
      .values([row("neck-pain-relief", true), row("neck-pain-relief-for-developers-at-the-office-in-5-minutes", false)])
      .execute();
  });
  afterAll(() => database.drop());

  it("when a generated page waits for review, then the sitemap leaves it out but a purge of every address still names it", async () => {
    const listed = (await sitemapEntries(database.handle.db, "https://movebreak.test", true)).map((e) => e.loc);
    expect(listed).toContain("https://movebreak.test/pages/neck-pain-relief");
    expect(listed.some((loc) => loc.includes("for-developers"))).toBe(false);
    const all = (await sitemapEntries(database.handle.db, "https://movebreak.test")).map((e) => e.loc);
    expect(all.some((loc) => loc.includes("for-developers"))).toBe(true);
  });
});
