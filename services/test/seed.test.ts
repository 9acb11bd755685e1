import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../src/catalog/seed-catalog";
import { findRepoRoot } from "../src/lib/repo-root";
import { sanitizeHtml } from "../src/lib/sanitize-html";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

const seedDir = join(findRepoRoot(), "ops/seed");

describe("seeding on start", () => {
  let t: TestApp;
  let session: string;
  const snapshot = async () =>
    Promise.all(
      ["locations", "workouts", "location-content"].map(
        async (type) => (await t.json(`/api/admin/export-${type}`, withSession(session))).body.data,
      ),
    );

  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when the server has started once, then every seed file is loaded through the import, then the movement library once", async () => {
    const history = await t.app.database.db.selectFrom("seedHistory").select("name").orderBy("name").execute();
    expect(history.map((row) => row.name)).toEqual([
      "catalog/location-content.json",
      "catalog/location-content.json#articles-match-players",
      "catalog/locations.json",
      "catalog/movement-library.json",
      "catalog/reviews.json",
      "catalog/shared-movebreaks.json",
      "catalog/workouts.json",
    ]);
  });

  it("when the seed runs a second time, then nothing changes, not even a record the operator deleted", async () => {
    await t.json("/api/admin/import-locations", withSession(session, postJson({ data: [], clearExisting: false })));
    // The operator removes one location on purpose.
    await t.app.database.db.deleteFrom("locations").where("id", "=", "faceYoga").execute();
    const before = await snapshot();
    const report = await seedCatalog(t.app.database.db, seedDir, new Date());
    expect(report.every((entry) => entry.result === "already seeded")).toBe(true);
    expect(await snapshot()).toEqual(before);
    expect((await t.json("/api/locations/faceYoga")).status).toBe(404);
  });

  it("when a database was seeded with the earlier articles, then each one nobody edited is replaced by the current one, once, and an edited one is kept", async () => {
    const db = t.app.database.db;
    // The hip pain article as the seed had it before the articles were made to match their players.
    const earlierHipPain = readFileSync(join(import.meta.dirname, "support/earlier-hip-pain-article.html"), "utf8");
    const current = async (id: string) =>
      (await db.selectFrom("locationContent").select("bodyContent").where("id", "=", id).executeTakeFirstOrThrow())
        .bodyContent;
    const now = await current("content-hipPain");
    // As a database seeded before: the earlier articles, one of them since edited by an operator.
    await db
      .updateTable("locationContent")
      .set({ bodyContent: sanitizeHtml(earlierHipPain) })
      .where("id", "=", "content-hipPain")
      .execute();
    await db
      .updateTable("locationContent")
      .set({ bodyContent: "<p>Our own words.</p>" })
      .where("id", "=", "content-neckRelief")
      .execute();
    await db
      .deleteFrom("seedHistory")
      .where("name", "=", "catalog/location-content.json#articles-match-players")
      .execute();
    expect(await current("content-hipPain")).toContain("Hold for 30 seconds");

    await seedCatalog(db, seedDir, new Date());
    expect(await current("content-hipPain")).toBe(now);
    expect(await current("content-neckRelief")).toBe("<p>Our own words.</p>");
    // Once: a later start leaves the operator's words and everything else alone.
    await db
      .updateTable("locationContent")
      .set({ bodyContent: sanitizeHtml(earlierHipPain) })
      .where("id", "=", "content-hipPain")
      .execute();
    await seedCatalog(db, seedDir, new Date());
    expect(await current("content-hipPain")).toContain("Hold for 30 seconds");
  });
});
