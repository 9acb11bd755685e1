import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

describe("imports at the same time and at scale", () => {
  let t: TestApp;
  let session: string;
  const importInto = (type: string, body: unknown) =>
    t.json(`/api/admin/import-${type}`, withSession(session, postJson(body)));
  const locationIds = async () =>
    (await t.app.database.db.selectFrom("locations").select("id").orderBy("id").execute()).map((r) => r.id);

  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when two replace-all imports arrive together, then both succeed one after the other and exactly one file's locations remain", async () => {
    const file = (prefix: string) =>
      Array.from({ length: 30 }, (_, i) => ({
        id: `${prefix}${String(i).padStart(2, "0")}`,
        title: `${prefix} spot ${i}`,
      }));
    const a = file("alpha");
    const b = file("bravo");
    const answers = await Promise.all(
      [a, b].map((data) => importInto("locations", { data, clearExisting: true, confirmDeletions: true })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const ids = await locationIds();
    const sets = [a, b].map((data) => data.map((l) => l.id).sort());
    expect(sets).toContainEqual(ids);
  });

  it("when a replace-all names more ids than PostgreSQL takes parameters (65,536+), then it imports them, no 500", async () => {
    const many = Array.from({ length: 66_000 }, (_, i) => ({ id: `bulk${i}`, title: `Bulk ${i}` }));
    const { status, body } = await importInto("locations", { data: many, clearExisting: true, confirmDeletions: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 66_000, errors: 0 });
    expect(body.changes.locations.deleted).toBe(30);
    const again = await importInto("locations", {
      data: many.slice(0, 65_537),
      clearExisting: true,
      confirmDeletions: true,
    });
    expect(again.status).toBe(200);
    expect(again.body.changes.locations).toEqual({ added: 0, updated: 65_537, deleted: 66_000 - 65_537 });
    expect((await locationIds()).length).toBe(65_537);
  }, 120_000);
});
