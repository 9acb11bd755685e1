import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTransfer, startTestApp, type TestApp, withSession } from "./support/test-app";

const TYPES = ["locations", "workouts", "location-content"] as const;

describe("export and import of catalog data", () => {
  let t: TestApp;
  let session: string;
  const { exportOf, importInto } = adminTransfer(
    () => t,
    () => session,
  );

  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when each type is exported, then the file has exported, count and data", async () => {
    for (const type of TYPES) {
      const file = await exportOf(type);
      expect(Number.isNaN(Date.parse(file.exported))).toBe(false);
      expect(file.count).toBe(file.data.length);
      expect(file.count).toBeGreaterThan(0);
    }
  });

  it("when everything is exported, cleared and imported again, then the data is identical", async () => {
    const before = Object.fromEntries(await Promise.all(TYPES.map(async (type) => [type, await exportOf(type)])));
    // Replacing the locations with one removes the others' workouts and content with them.
    const one = before.locations.data.slice(0, 1);
    expect(
      (await importInto("locations", { data: one, clearExisting: true, confirmDeletions: true })).body,
    ).toMatchObject({ success: true, imported: 1 });
    expect((await exportOf("workouts")).count).toBeLessThan(before.workouts.count);
    for (const type of TYPES) {
      const request = { data: before[type].data, clearExisting: true, confirmDeletions: true };
      const { status, body } = await importInto(type, request);
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: true, imported: before[type].count, skipped: 0, errors: 0 });
    }
    for (const type of TYPES) expect((await exportOf(type)).data).toEqual(before[type].data);
  });

  it("when workouts carry tags, then they are kept, exported and overwritten by an upsert; a workout without stays without", async () => {
    const seeded = (await exportOf("workouts")).data as Record<string, unknown>[];
    // The seed tags every workout: the export carries them, so a re-import keeps them.
    expect(
      seeded.every((w) => Array.isArray(w.bodyAreas) && Array.isArray(w.postures) && typeof w.equipment === "string"),
    ).toBe(true);
    await importInto("workouts", {
      data: [
        { id: "tagless-01", title: "Seated Marching", locationId: "armsOnly" },
        {
          id: "tagged-01",
          title: "Wall Push",
          locationId: "armsOnly",
          bodyAreas: ["arms"],
          postures: ["standing"],
          equipment: "wall",
        },
      ],
    });
    const byId = (file: { data: Record<string, unknown>[] }) => new Map(file.data.map((w) => [w.id, w]));
    let stored = byId(await exportOf("workouts"));
    expect(stored.get("tagless-01")).toEqual({
      id: "tagless-01",
      title: "Seated Marching",
      locationId: "armsOnly",
      createdAt: expect.any(String),
    });
    expect(stored.get("tagged-01")).toMatchObject({ bodyAreas: ["arms"], postures: ["standing"], equipment: "wall" });
    await importInto("workouts", {
      mode: "upsert",
      data: [
        {
          id: "tagless-01",
          title: "Seated Marching",
          locationId: "armsOnly",
          bodyAreas: ["legs"],
          postures: ["seated"],
          equipment: "chair",
        },
      ],
      confirmDeletions: true,
    });
    stored = byId(await exportOf("workouts"));
    expect(stored.get("tagless-01")).toMatchObject({ bodyAreas: ["legs"], postures: ["seated"], equipment: "chair" });
  });

  it("when existing ids are imported without clearExisting, then they are skipped and unchanged", async () => {
    const original = (await exportOf("locations")).data.find((l: { id: string }) => l.id === "armsOnly");
    const { body } = await importInto("locations", {
      data: [
        { id: "armsOnly", title: "Changed" },
        { id: "brandNew", title: "Brand New" },
      ],
    });
    expect(body).toMatchObject({ imported: 1, skipped: 1, errors: 0, total: 2 });
    expect((await t.json("/api/locations/armsOnly")).body.title).toBe(original.title);
    expect((await t.json("/api/locations/brandNew")).body.title).toBe("Brand New");
  });

  it("when some records are invalid, then they are listed with id and reason while the valid ones import", async () => {
    const { status, body } = await importInto("workouts", {
      data: [
        { id: "brandNew-01", title: "Wall Sit", locationId: "brandNew" },
        { id: "brandNew-02", title: "", locationId: "brandNew" },
        { id: "orphan-01", title: "Orphan Squat", locationId: "noSuchLocation" },
        { title: "No id" },
        "not even an object",
        { id: "brandNew-01", title: "Duplicate", locationId: "brandNew" },
      ],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, imported: 1, errors: 5, total: 6 });
    const reasons = Object.fromEntries(body.errorDetails.map((d: { id: string; error: string }) => [d.id, d.error]));
    expect(reasons["brandNew-02"]).toBe("Workout 2, title: add a title");
    expect(reasons["orphan-01"]).toBe("Location noSuchLocation does not exist; import locations first");
    expect(reasons["record 4"]).toBe(
      "Workout 4, id: add an id (text); Workout 4, location id: add a location id (text)",
    );
    expect(reasons["record 5"]).toBe("Workout 5: use an object, not text");
    expect(body.errorDetails.find((d: { error: string }) => /Duplicate/.test(d.error)).id).toBe("brandNew-01");
    expect((await t.json("/api/workouts?locationId=brandNew")).body.map((w: { title: string }) => w.title)).toEqual([
      "Wall Sit",
    ]);
  });

  it("when imported HTML carries a script, then it is stored sanitised", async () => {
    const { body } = await importInto("location-content", {
      data: [
        {
          id: "content-brandNew",
          locationId: "brandNew",
          bodyContent:
            '<h2>Hi</h2><script>alert(1)</script><p onclick="x()">Move <a href="javascript:alert(1)">now</a></p>',
        },
      ],
    });
    expect(body.imported).toBe(1);
    const stored = (await t.json("/api/location-content/brandNew")).body.bodyContent;
    expect(stored).toContain("<h2>Hi</h2>");
    expect(stored).not.toMatch(/script|onclick|javascript:/);
  });

  it("when the file has no data array, then 400 with the spec's message and nothing changes", async () => {
    const before = await exportOf("locations");
    const { status, body } = await importInto("locations", { records: [], clearExisting: true });
    expect(status).toBe(400);
    expect(body.error).toBe("Invalid file format. Expected JSON with 'data' array.");
    expect((await exportOf("locations")).data).toEqual(before.data);
  });

  it("when an import fails part-way, then the clear and the writes roll back and the old data is intact", async () => {
    const before = await exportOf("workouts");
    await t.app.database.executeSql(`
      create or replace function refuse_boom() returns trigger language plpgsql as $$
      begin if new.title = 'Boom' then raise exception 'storage failure'; end if; return new; end $$`);
    await t.app.database.executeSql(
      "create trigger refuse_boom before insert or update on workouts for each row execute function refuse_boom()",
    );
    try {
      const { status, body } = await importInto("workouts", {
        clearExisting: true,
        confirmDeletions: true,
        data: [
          { id: "armsOnly-01", title: "Fine", locationId: "armsOnly" },
          { id: "armsOnly-02", title: "Boom", locationId: "armsOnly" },
        ],
      });
      expect(status).toBe(500);
      expect(body.error).toBe("Import failed; nothing was changed");
    } finally {
      await t.app.database.executeSql("drop trigger refuse_boom on workouts");
    }
    expect((await exportOf("workouts")).data).toEqual(before.data);
  });

  it("when the data type is unknown, then 404 naming the types", async () => {
    const { status, body } = await t.json("/api/admin/export-users", withSession(session));
    expect(status).toBe(404);
    expect(body.error).toMatch(/locations, workouts or location-content/);
  });

  it("when the body is over 20 MB, then 413 with a clear message", async () => {
    const huge = JSON.stringify({ data: [{ id: "x", title: "y".repeat(21 * 1024 * 1024) }] });
    const { status, body } = await t.json(
      "/api/admin/import-locations",
      withSession(session, { method: "POST", headers: { "content-type": "application/json" }, body: huge }),
    );
    expect(status).toBe(413);
    expect(body.error).toBe("Request body is larger than the 20 MB limit");
  });
});
