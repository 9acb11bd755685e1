import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTransfer, startTestApp, type TestApp, withSession } from "./support/test-app";

/*
 * Issue 31: Replace all's preview names the shared routines whose links stop playing, and an import
 * that changed nothing offers no Restore.
 */
describe("what a Replace all stops, and what can be restored", () => {
  let t: TestApp;
  let session: string;
  const { exportOf, importInto, restore } = adminTransfer(
    () => t,
    () => session,
  );
  const imports = async () => (await t.json("/api/admin/imports", withSession(session))).body.imports;
  const plays = async (key: string) => (await t.json(`/api/shared-movebreaks/${key}`)).status === 200;

  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when a 1-location file would replace all, then the 409 counts and names (by title, with keys) the shared routines that stop playing", async () => {
    const locations = (await exportOf("locations")).data;
    const keep = locations.find((l: { id: string }) => l.id === "armsOnly");
    const { status, body } = await importInto("locations", { data: [keep], mode: "replace" });

    expect(status).toBe(409);
    expect(body.stoppingRoutines).toEqual({
      count: 4,
      listed: [
        { key: "afternoon-energy", title: "Afternoon Energy Boost" },
        { key: "meeting-recovery", title: "Meeting Recovery" },
        { key: "morning-desk-reset", title: "Morning Desk Reset" },
        { key: "neck-saver", title: "Neck Saver" },
      ],
    });
    // The preview changed nothing: every routine named still plays.
    for (const { key } of body.stoppingRoutines.listed) expect(await plays(key)).toBe(true);
  });

  it("when more than five routines would stop, then the first five are named and the rest only counted; confirmed, exactly those answer 404", async () => {
    const db = t.app.database.db;
    await db
      .insertInto("sharedRoutines")
      .values(
        ["zz-one", "zz-two", "zz-three"].map((key) => ({
          key,
          packTitle: `zz ${key}`,
          packDescription: "",
          locationId: "hipPain",
          workoutIds: "[]",
        })),
      )
      .execute();
    const locations = (await exportOf("locations")).data;
    const keep = locations.filter((l: { id: string }) => l.id === "armsOnly");

    const asked = await importInto("locations", { data: keep, mode: "replace" });
    expect(asked.status).toBe(409);
    expect(asked.body.stoppingRoutines.count).toBe(7);
    expect(asked.body.stoppingRoutines.listed.map((r: { key: string }) => r.key)).toEqual([
      "afternoon-energy",
      "meeting-recovery",
      "morning-desk-reset",
      "neck-saver",
      "zz-one",
    ]);

    const done = await importInto("locations", { data: keep, mode: "replace", confirmDeletions: true });
    expect(done.status).toBe(200);
    for (const key of ["afternoon-energy", "neck-saver", "zz-one", "zz-two", "zz-three"]) {
      expect(await plays(key)).toBe(false);
    }

    // A restore that brings them back names none.
    const back = await restore(done.body.importId);
    expect(back.status).toBe(409);
    expect(back.body.stoppingRoutines).toEqual({ count: 0, listed: [] });
    expect((await restore(done.body.importId, { confirmDeletions: true })).status).toBe(200);
    for (const key of ["afternoon-energy", "neck-saver", "zz-one"]) expect(await plays(key)).toBe(true);
    await db.deleteFrom("sharedRoutines").where("key", "like", "zz-%").execute();
  });

  it("when a workouts replace removes every exercise of one routine, then only that routine is named; a replace that stops none names none", async () => {
    const workouts = (await exportOf("workouts")).data as { id: string }[];
    const withoutNeckSaver = workouts.filter(
      (w) => !["neckRelief-01", "neckRelief-02", "neckRelief-03"].includes(w.id),
    );

    const asked = await importInto("workouts", { data: withoutNeckSaver, mode: "replace" });
    expect(asked.status).toBe(409);
    expect(asked.body.preview.workouts.deleted).toBe(3);
    expect(asked.body.stoppingRoutines).toEqual({ count: 1, listed: [{ key: "neck-saver", title: "Neck Saver" }] });

    const withoutOne = workouts.filter((w) => w.id !== "armsOnly-01");
    const harmless = await importInto("workouts", { data: withoutOne, mode: "replace" });
    expect(harmless.status).toBe(409);
    expect(harmless.body.stoppingRoutines).toEqual({ count: 0, listed: [] });
  });

  it("when an import changed nothing, then it is listed as not restorable and a restore of it is refused without recording anything", async () => {
    const locations = (await exportOf("locations")).data;
    // Every id exists already: "Add new only" skips them all.
    const nothing = await importInto("locations", { data: locations.slice(0, 3), fileName: "same.json" });
    expect(nothing.status).toBe(200);
    expect(nothing.body).toMatchObject({ imported: 0, skipped: 3 });
    const something = await importInto("locations", { data: [{ id: "brandNew31", title: "Brand New 31" }] });
    expect(something.body.imported).toBe(1);

    const listed = await imports();
    expect(listed.find((i: { id: number }) => i.id === nothing.body.importId)).toMatchObject({ restorable: false });
    expect(listed.find((i: { id: number }) => i.id === something.body.importId)).toMatchObject({ restorable: true });

    const refused = await restore(nothing.body.importId, { confirmDeletions: true });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: `Import #${nothing.body.importId} changed nothing, so there is nothing to restore` },
    });
    expect((await imports()).length).toBe(listed.length);
  });
});
