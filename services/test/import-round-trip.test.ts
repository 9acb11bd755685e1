import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTransfer, startTestApp, type TestApp } from "./support/test-app";

const TYPES = ["locations", "workouts", "location-content"] as const;
const NOW = new Date("2027-03-04T05:06:07.000Z");
const EARLIER = "2025-02-03T04:05:06.000Z";

/* Issue 31: an export -> Replace all -> import round trip keeps every record's created_at. */
describe("created_at through export and import", () => {
  let t: TestApp;
  let session: string;
  const { exportOf, importInto } = adminTransfer(
    () => t,
    () => session,
  );
  const createdAtOf = async (type: string) =>
    new Map(
      ((await exportOf(type)).data as { id: string; createdAt: string }[]).map((record) => [
        record.id,
        record.createdAt,
      ]),
    );

  beforeAll(async () => {
    t = await startTestApp({ clock: () => NOW });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when every type is exported, then each record carries its createdAt", async () => {
    for (const type of TYPES) {
      const { data } = await exportOf(type);
      expect(data.length).toBeGreaterThan(0);
      for (const record of data) expect(Number.isNaN(Date.parse(record.createdAt))).toBe(false);
    }
  });

  it("when the catalog is exported, replaced by one location and imported back, then every createdAt is what it was", async () => {
    // Workouts dated in the past, so that a reset to "now" would show.
    await t.app.database.db
      .updateTable("workouts")
      .set({ createdAt: new Date(EARLIER) })
      .execute();
    const before = Object.fromEntries(await Promise.all(TYPES.map(async (type) => [type, await exportOf(type)])));
    expect(before.workouts.data.every((w: { createdAt: string }) => w.createdAt === EARLIER)).toBe(true);

    const wiped = await importInto("locations", {
      data: before.locations.data.slice(0, 1),
      mode: "replace",
      confirmDeletions: true,
    });
    expect(wiped.status).toBe(200);
    for (const type of TYPES) {
      const { status } = await importInto(type, { data: before[type].data, mode: "replace", confirmDeletions: true });
      expect(status).toBe(200);
    }

    for (const type of TYPES) {
      const after = await createdAtOf(type);
      expect(after.size).toBe(before[type].count);
      for (const record of before[type].data) expect(after.get(record.id)).toBe(record.createdAt);
    }
  });

  it("when a file has no createdAt, then a new record is dated now and an updated one keeps its date", async () => {
    const { status } = await importInto("workouts", {
      mode: "upsert",
      data: [
        { id: "armsOnly-01", title: "Seated Arm Circles, renamed", locationId: "armsOnly" },
        { id: "armsOnly-new", title: "Desk Push-ups", locationId: "armsOnly" },
      ],
    });
    expect(status).toBe(200);
    const workouts = await createdAtOf("workouts");
    expect(workouts.get("armsOnly-01")).toBe(EARLIER);
    expect(workouts.get("armsOnly-new")).toBe(NOW.toISOString());

    const locationBefore = (await createdAtOf("locations")).get("armsOnly");
    await importInto("locations", { mode: "upsert", data: [{ id: "armsOnly", title: "Arms Only" }] });
    expect((await createdAtOf("locations")).get("armsOnly")).toBe(locationBefore);
  });

  it("when a file gives a createdAt for an existing record, then the record takes it", async () => {
    await importInto("workouts", {
      mode: "upsert",
      data: [
        { id: "armsOnly-01", title: "Seated Arm Circles", locationId: "armsOnly", createdAt: "2024-01-01T00:00:00Z" },
      ],
    });
    expect((await createdAtOf("workouts")).get("armsOnly-01")).toBe("2024-01-01T00:00:00.000Z");
  });
});
