import { MovementInstructionsSchema } from "@movebreak/shared/contracts/movement-instructions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTransfer, startTestApp, type TestApp } from "./support/test-app";

/** A workout as the public reads give it, with how to do its move. */
interface Taught {
  id: string;
  title: string;
  instructions?: unknown;
}

describe("how to do each move: stored with the workouts, read by the players, exported and imported", () => {
  let t: TestApp;
  let session: string;
  const transfer = adminTransfer(
    () => t,
    () => session,
  );
  beforeAll(async () => {
    t = await startTestApp();
    session = await t.login();
  }, 180_000);
  afterAll(() => t.stop());

  it("when the seeded catalog is read, then every workout carries valid instructions, in the list and in the embed's read", async () => {
    const all: Taught[] = [];
    for (const { id } of (await t.json("/api/locations")).body as { id: string }[]) {
      all.push(...((await t.json(`/api/workouts?locationId=${id}`)).body as Taught[]));
    }
    expect(all).toHaveLength(163);
    for (const workout of all)
      expect(MovementInstructionsSchema.safeParse(workout.instructions).success, workout.title).toBe(true);
    const embed = (await t.json("/api/embed/location/neckRelief")).body.workouts as Taught[];
    const chinTucks = embed.find((w) => w.title === "Chin Tucks");
    expect(chinTucks?.instructions).toMatchObject({ movement: "chin-tuck", dose: { unit: "repetitions" } });
  });

  it("when workouts are exported, then their instructions go with them; an older file without them updates a workout without wiping them", async () => {
    const exported = await transfer.exportOf("workouts");
    const chinTucks = exported.data.find((w: Taught) => w.id === "neckRelief-01" || w.title === "Chin Tucks");
    expect(chinTucks.instructions.steps.length).toBeGreaterThanOrEqual(3);

    const { instructions: _dropped, ...older } = chinTucks;
    const renamed = { ...older, title: "Chin Tucks" };
    expect((await transfer.importInto("workouts", { data: [renamed], mode: "upsert" })).status).toBe(200);
    const again = (await transfer.exportOf("workouts")).data.find((w: Taught) => w.id === chinTucks.id);
    expect(again.instructions).toEqual(chinTucks.instructions);
  });

  it("when an import's instructions are wrong, then the record is refused with a message saying what to fix, and nothing changes", async () => {
    const exported = await transfer.exportOf("workouts");
    const first = exported.data[0];
    const bad = {
      ...first,
      instructions: {
        ...first.instructions,
        steps: ["Only one step."],
        dose: { amount: 60, unit: "seconds", eachSide: true },
      },
    };
    const answer = await transfer.importInto("workouts", { data: [bad], mode: "upsert" });
    expect(JSON.stringify(answer.body)).toMatch(/give 3 to 6 steps/);
    expect(JSON.stringify(answer.body)).toMatch(/must fit in one 15-second slot of the routine/);
    const after = (await transfer.exportOf("workouts")).data.find((w: Taught) => w.id === first.id);
    expect(after.instructions).toEqual(first.instructions);
  });
});
