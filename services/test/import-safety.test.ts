import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTransfer, postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

const TYPES = ["locations", "workouts", "location-content"] as const;

describe("catalog imports never lose data by accident", () => {
  let t: TestApp;
  let session: string;
  const { exportOf, importInto, restore } = adminTransfer(
    () => t,
    () => session,
  );
  const everything = async () =>
    Object.fromEntries(await Promise.all(TYPES.map(async (ty) => [ty, (await exportOf(ty)).data])));
  const sharedRoutineKeys = async () =>
    (await t.app.database.db.selectFrom("sharedRoutines").select("key").orderBy("key").execute()).map((r) => r.key);

  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when a 1-location file replaces all, then 409 previews every deletion with dependents and nothing changes", async () => {
    const before = await everything();
    const routines = await sharedRoutineKeys();
    const one = before.locations.slice(0, 1);
    const { status, body } = await importInto("locations", { data: one, clearExisting: true });
    expect(status).toBe(409);
    expect(body.error).toMatch(/deletes or replaces stored records/);
    const kept = one[0].id;
    expect(body.preview.locations).toEqual({ added: 0, updated: 1, deleted: before.locations.length - 1 });
    expect(body.preview.workouts.deleted).toBe(
      before.workouts.filter((w: { locationId: string }) => w.locationId !== kept).length,
    );
    expect(body.preview.locationContent.deleted).toBe(
      before["location-content"].filter((c: { locationId: string }) => c.locationId !== kept).length,
    );
    expect(await everything()).toEqual(before);
    expect(await sharedRoutineKeys()).toEqual(routines);
  });

  it("when the replace is confirmed and then restored, then all locations, workouts and content come back and shared routines never left", async () => {
    const before = await everything();
    const routines = await sharedRoutineKeys();
    expect(routines.length).toBeGreaterThanOrEqual(4);
    const one = before.locations.slice(0, 1);
    const done = await importInto("locations", {
      data: one,
      clearExisting: true,
      confirmDeletions: true,
      fileName: "one.json",
    });
    expect(done.status).toBe(200);
    expect((await exportOf("locations")).count).toBe(1);
    expect(await sharedRoutineKeys()).toEqual(routines);
    // A routine whose location is gone answers as a missing routine.
    const gone = await t.app.database.db
      .selectFrom("sharedRoutines")
      .select("key")
      .where("locationId", "!=", one[0].id)
      .executeTakeFirstOrThrow();
    expect((await t.json(`/api/shared-movebreaks/${gone.key}`)).body.error).toBe("SharedMovebreak not found");

    const listed = (await t.json("/api/admin/imports", withSession(session))).body.imports;
    expect(listed[0]).toMatchObject({
      id: done.body.importId,
      type: "locations",
      mode: "replace",
      fileName: "one.json",
    });
    expect(listed[0].actor).toMatch(/^admin \(session [0-9a-f]{8}\)$/);
    expect(listed[0].fileHash).toMatch(/^[0-9a-f]{64}$/);

    const asked = await restore(done.body.importId);
    expect(asked.status).toBe(409);
    expect(asked.body.preview.locations.added).toBe(before.locations.length - 1);
    expect((await exportOf("locations")).count).toBe(1);
    const restored = await restore(done.body.importId, { confirmDeletions: true });
    expect(restored.status).toBe(200);
    expect(await everything()).toEqual(before);
    expect((await t.json(`/api/shared-movebreaks/${gone.key}`)).status).toBe(200);
    const after = (await t.json("/api/admin/imports", withSession(session))).body.imports;
    expect(after[0]).toMatchObject({ mode: "restore", restoresImportId: done.body.importId });
    expect(after[1]).toMatchObject({ id: done.body.importId, restoredByImportId: after[0].id });
  });

  it("when an empty file replaces all workouts, then 400 and nothing changes", async () => {
    const before = await exportOf("workouts");
    const { status, body } = await importInto("workouts", { data: [], clearExisting: true, confirmDeletions: true });
    expect(status).toBe(400);
    expect(body.error).toBe("The file has no records; nothing was changed");
    expect((await exportOf("workouts")).data).toEqual(before.data);
  });

  it("when a workouts file is imported as locations, then 400 names both types and nothing changes", async () => {
    const before = await everything();
    const workouts = before.workouts;
    const { status, body } = await importInto("locations", { data: workouts, clearExisting: false });
    expect(status).toBe(400);
    expect(body.error).toMatch(/holds workouts, not locations/);
    const asExport = await importInto("workouts", { data: before["location-content"] });
    expect(asExport.status).toBe(400);
    expect(asExport.body.error).toMatch(/holds location content, not workouts/);
    expect(await everything()).toEqual(before);
  });

  it("when a file updates existing ids in upsert mode, then they change without clearing anything, and a restore undoes it", async () => {
    const before = await everything();
    const first = before.locations[0];
    const { status, body } = await importInto("locations", {
      mode: "upsert",
      data: [
        { id: first.id, title: "Renamed Spot" },
        { id: "brandNewSpot", title: "Brand New Spot" },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 2, skipped: 0 });
    expect(body.changes.locations).toEqual({ added: 1, updated: 1, deleted: 0 });
    const now = await exportOf("locations");
    expect(now.count).toBe(before.locations.length + 1);
    expect(now.data.find((l: { id: string }) => l.id === first.id).title).toBe("Renamed Spot");
    expect((await restore(body.importId, { confirmDeletions: true })).status).toBe(200);
    expect(await everything()).toEqual(before);
  });

  it("when a plain import (no clear) names existing ids, then nothing is deleted or overwritten", async () => {
    const before = await everything();
    const { body } = await importInto("workouts", { data: before.workouts.slice(0, 3) });
    expect(body).toMatchObject({ imported: 0, skipped: 3 });
    expect(body.changes.workouts).toEqual({ added: 0, updated: 0, deleted: 0 });
    expect(await everything()).toEqual(before);
  });

  it("when an operator logs in, imports, restores, edits a page and logs out, then each is an audit event with its actor", async () => {
    const login = await t.json("/api/admin/login", postJson({ token: "test-admin-token-0123456789" }));
    const mine = login.body.sessionId as string;
    const imported = await t.json(
      "/api/admin/import-locations",
      withSession(mine, postJson({ mode: "upsert", data: [{ id: "auditSpot", title: "Audit Spot" }] })),
    );
    await t.json(
      `/api/admin/imports/${imported.body.importId}/restore`,
      withSession(mine, postJson({ confirmDeletions: true })),
    );
    const form = {
      slug: "audit-trail-stretches",
      painPoint: "neck pain",
      context: "desk",
      demographic: "editors",
      seoTitle: "Audit Trail Stretches",
      seoDescription: "A page created and edited to check the audit trail.",
      heroHeadline: "Stretch while you audit",
      markdown: "## Why\n\nBecause every write is recorded.",
    };
    const created = await t.json("/api/admin/landing-pages/manual", withSession(mine, postJson(form)));
    expect(created.status).toBe(201);
    const edited = await t.json(
      `/api/admin/landing-pages/${created.body.page.id}`,
      withSession(mine, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...form, heroHeadline: "Edited for the audit" }),
      }),
    );
    expect(edited.status).toBe(200);
    await t.json("/api/admin/logout", withSession(mine, { method: "POST" }));

    const { body } = await t.json("/api/automation/events?stream=admin-audit&limit=1000", withSession(session));
    const types = body.events.map((e: { type: string }) => e.type);
    for (const type of [
      "AdminLoggedIn",
      "CatalogImported",
      "CatalogRestored",
      "LandingPageUpdated",
      "AdminLoggedOut",
    ]) {
      expect(types).toContain(type);
    }
    const actorOf = (type: string) => body.events.filter((e: { type: string }) => e.type === type).at(-1).meta.actor;
    const sessionActor = actorOf("CatalogImported");
    expect(sessionActor).toMatch(/^admin \(session [0-9a-f]{8}\)$/);
    for (const type of ["AdminLoggedIn", "CatalogRestored", "LandingPageUpdated", "AdminLoggedOut"]) {
      expect(actorOf(type)).toBe(sessionActor);
    }
    expect(JSON.stringify(body.events)).not.toContain(mine);
    expect(JSON.stringify(body.events)).not.toContain("test-admin-token-0123456789");
  });

  it("when imported location titles give an empty or an already used address, then those rows are refused with a reason and the rest import", async () => {
    const existing = (await exportOf("locations")).data[0];
    const { status, body } = await importInto("locations", {
      data: [
        { id: "emptySlug", title: "日本語" },
        { id: "clash", title: existing.title.toUpperCase() },
        { id: "twinA", title: "Twin Spot" },
        { id: "twinB", title: "twin   spot" },
        { id: "fineSpot", title: "Fine Spot" },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ imported: 2, errors: 3 });
    const reasons = Object.fromEntries(body.errorDetails.map((e: { id: string; error: string }) => [e.id, e.error]));
    expect(reasons.emptySlug).toMatch(/gives no address/);
    expect(reasons.clash).toMatch(new RegExp(`already location ${existing.id}'s`));
    expect(reasons.twinB).toMatch(/already location twinA's/);
    const sitemap = await (await t.request("/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((loc) => loc?.endsWith("/movements/"))).toBe(false);
  });
});
