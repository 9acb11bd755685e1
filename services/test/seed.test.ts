import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../src/catalog/seed-catalog";
import { findRepoRoot } from "../src/lib/repo-root";
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
});
