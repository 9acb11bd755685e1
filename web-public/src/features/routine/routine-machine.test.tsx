import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, initialTransition, SimulatedClock, transition } from "xstate";
import { pickExercises } from "./pick-exercises";
import { type RoutineExercise, routineMachine } from "./routine-machine";
import { pickRoutine } from "./routine-pick";

const workouts = (count: number): RoutineExercise[] =>
  Array.from({ length: count }, (_, i) => ({ id: `w${i + 1}`, title: `Move ${i + 1}`, videoUrl: `/m/w${i + 1}.mp4` }));

/** A routine of `count` exercises, as the page hands it (drawn already). */
function startedActor(count = 4) {
  const clock = new SimulatedClock();
  const actor = createActor(routineMachine, { input: { exercises: workouts(count) }, clock }).start();
  actor.send({ type: "start.requested" });
  // The simulated clock fires what is due once per increment; a tick schedules the
  // next one, so time moves on in steps of at most one tick, as it does for real.
  const seconds = (n: number) => {
    for (let left = Math.round(n * 1000); left > 0; left -= 1000) clock.increment(Math.min(1000, left));
  };
  return { actor, seconds, view: () => actor.getSnapshot() };
}

describe("routine machine", () => {
  it("when it is created, then it is in preview with its given exercises and 15 s ready", () => {
    const [snapshot] = initialTransition(routineMachine, { exercises: workouts(4) });
    expect(snapshot.value).toBe("preview");
    expect(snapshot.context).toMatchObject({ index: 0, secondsLeft: 15 });
    expect(snapshot.context.exercises.map((e) => e.id)).toEqual(["w1", "w2", "w3", "w4"]);
  });

  it("when Start is pressed, then it plays the given exercise 0 at 15 s and schedules a 1 s tick", () => {
    const [preview] = initialTransition(routineMachine, { exercises: workouts(4) });
    const [playing, actions] = transition(routineMachine, preview, { type: "start.requested" });
    expect(playing.value).toBe("playing");
    expect(playing.context.index).toBe(0);
    expect(playing.context.secondsLeft).toBe(15);
    expect(playing.context.exercises.map((e) => e.id)).toEqual(["w1", "w2", "w3", "w4"]);
    expect(actions).toContainEqual(expect.objectContaining({ params: expect.objectContaining({ delay: 1000 }) }));
  });

  it("when Start is pressed with no exercises, then it stays in preview", () => {
    const [preview] = initialTransition(routineMachine, { exercises: [] });
    const [next] = transition(routineMachine, preview, { type: "start.requested" });
    expect(next.value).toBe("preview");
  });

  it("when a second passes, then the countdown ticks down by one, and not before", () => {
    const { seconds, view } = startedActor();
    seconds(0.999);
    expect(view().context.secondsLeft).toBe(15);
    seconds(0.001);
    expect(view().context.secondsLeft).toBe(14);
    seconds(13);
    expect(view().context).toMatchObject({ index: 0, secondsLeft: 1 });
  });

  it("when an exercise's 15 s are up, then the next one starts at 15 s", () => {
    const { seconds, view } = startedActor();
    seconds(15);
    expect(view().value).toBe("playing");
    expect(view().context).toMatchObject({ index: 1, secondsLeft: 15 });
    seconds(15);
    expect(view().context).toMatchObject({ index: 2, secondsLeft: 15 });
  });

  it("when the last exercise ends, then the routine is completed after exactly N x 15 s", () => {
    const { seconds, view } = startedActor(4);
    seconds(4 * 15 - 1);
    expect(view().value).toBe("playing");
    expect(view().context).toMatchObject({ index: 3, secondsLeft: 1 });
    seconds(1);
    expect(view().value).toBe("completed");
    expect(view().context.exercises).toHaveLength(4);
    seconds(60);
    expect(view().value).toBe("completed");
  });

  it("when a routine has fewer than 4 exercises, then it plays them all", () => {
    const { seconds, view } = startedActor(2);
    expect(view().context.exercises).toHaveLength(2);
    seconds(29);
    expect(view().value).toBe("playing");
    seconds(1);
    expect(view().value).toBe("completed");
  });

  it("when Try Again is pressed, then it returns to preview with the count reset and the same routine", () => {
    const { actor, seconds, view } = startedActor(4);
    seconds(60);
    actor.send({ type: "retry.requested" });
    expect(view().value).toBe("preview");
    expect(view().context).toMatchObject({ index: 0, secondsLeft: 15 });
    expect(view().context.exercises.map((e) => e.id)).toEqual(["w1", "w2", "w3", "w4"]);
    seconds(5);
    expect(view().value).toBe("preview");
    actor.send({ type: "start.requested" });
    expect(view().value).toBe("playing");
    expect(view().context).toMatchObject({ index: 0, secondsLeft: 15 });
  });
});

describe("exercise draw", () => {
  it("when drawing from any list with any random source, then it takes at most 4 distinct items from the list", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { maxLength: 12 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, noNaN: true })),
        (items, stream) => {
          const randoms = stream[Symbol.iterator]();
          const picked = pickExercises(items, () => randoms.next().value ?? 0);
          expect(picked).toHaveLength(Math.min(4, items.length));
          expect(new Set(picked).size).toBe(picked.length);
          for (const item of picked) expect(items).toContain(item);
        },
      ),
    );
  });
});

describe("the page's draw", () => {
  const hour = (iso: string) => new Date(iso);
  const ids = (list: RoutineExercise[]) => list.map((e) => e.id);

  it("when the same page is drawn twice within an hour, then it gets the same routine (its cached copy stays true)", () => {
    const list = workouts(8);
    expect(ids(pickRoutine("desk-pump", list, hour("2026-11-27T14:00:00Z")))).toEqual(
      ids(pickRoutine("desk-pump", list, hour("2026-11-27T14:59:59Z"))),
    );
  });

  it("when the hours go by, then the routine changes, and its first move is not always the same", () => {
    const list = workouts(8);
    const firsts = new Set(
      Array.from({ length: 24 }, (_, h) => pickRoutine("desk-pump", list, new Date(Date.UTC(2026, 10, 27, h)))[0]?.id),
    );
    expect(firsts.size).toBeGreaterThan(3);
  });

  it("when any page draws at any time, then it takes at most 4 distinct workouts of the location", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), fc.date({ noInvalidDate: true }), (slug, n, now) => {
        const list = workouts(n);
        const picked = ids(pickRoutine(slug, list, now));
        expect(picked).toHaveLength(Math.min(4, n));
        expect(new Set(picked).size).toBe(picked.length);
        for (const id of picked) expect(ids(list)).toContain(id);
      }),
    );
  });
});
