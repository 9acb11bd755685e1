import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, initialTransition, SimulatedClock, transition } from "xstate";
import { pickExercises } from "./pick-exercises";
import { type RoutineExercise, routineMachine } from "./routine-machine";

const workouts = (count: number): RoutineExercise[] =>
  Array.from({ length: count }, (_, i) => ({ id: `w${i + 1}`, title: `Move ${i + 1}`, videoUrl: `/m/w${i + 1}.mp4` }));

/** A random source that always answers 0: the shuffle keeps the list order. */
const inOrder = () => 0;

function startedActor(count = 6, random = inOrder) {
  const clock = new SimulatedClock();
  const actor = createActor(routineMachine, { input: { random }, clock }).start();
  actor.send({ type: "start.requested", workouts: workouts(count) });
  // The simulated clock fires what is due once per increment; a tick schedules the
  // next one, so time moves on in steps of at most one tick, as it does for real.
  const seconds = (n: number) => {
    for (let left = Math.round(n * 1000); left > 0; left -= 1000) clock.increment(Math.min(1000, left));
  };
  return { actor, seconds, view: () => actor.getSnapshot() };
}

describe("routine machine", () => {
  it("when it is created, then it is in preview with no exercises and 15 s ready", () => {
    const [snapshot] = initialTransition(routineMachine, { random: inOrder });
    expect(snapshot.value).toBe("preview");
    expect(snapshot.context).toMatchObject({ exercises: [], index: 0, secondsLeft: 15 });
  });

  it("when Start is pressed, then it plays exercise 0 at 15 s and schedules a 1 s tick", () => {
    const [preview] = initialTransition(routineMachine, { random: inOrder });
    const [playing, actions] = transition(routineMachine, preview, {
      type: "start.requested",
      workouts: workouts(6),
    });
    expect(playing.value).toBe("playing");
    expect(playing.context.index).toBe(0);
    expect(playing.context.secondsLeft).toBe(15);
    expect(playing.context.exercises.map((e) => e.id)).toEqual(["w1", "w2", "w3", "w4"]);
    expect(actions).toContainEqual(expect.objectContaining({ params: expect.objectContaining({ delay: 1000 }) }));
  });

  it("when Start is pressed with no workouts, then it stays in preview", () => {
    const [preview] = initialTransition(routineMachine, { random: inOrder });
    const [next] = transition(routineMachine, preview, { type: "start.requested", workouts: [] });
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
    const { seconds, view } = startedActor(6);
    seconds(4 * 15 - 1);
    expect(view().value).toBe("playing");
    expect(view().context).toMatchObject({ index: 3, secondsLeft: 1 });
    seconds(1);
    expect(view().value).toBe("completed");
    expect(view().context.exercises).toHaveLength(4);
    seconds(60);
    expect(view().value).toBe("completed");
  });

  it("when a location has fewer than 4 workouts, then the routine plays them all", () => {
    const { seconds, view } = startedActor(2);
    expect(view().context.exercises).toHaveLength(2);
    seconds(29);
    expect(view().value).toBe("playing");
    seconds(1);
    expect(view().value).toBe("completed");
  });

  it("when Try Again is pressed, then it returns to preview with everything reset, ready for a new draw", () => {
    const { actor, seconds, view } = startedActor(6);
    seconds(60);
    actor.send({ type: "retry.requested" });
    expect(view().value).toBe("preview");
    expect(view().context).toMatchObject({ exercises: [], index: 0, secondsLeft: 15 });
    seconds(5);
    expect(view().value).toBe("preview");
    actor.send({ type: "start.requested", workouts: workouts(3) });
    expect(view().value).toBe("playing");
    expect(view().context).toMatchObject({ index: 0, secondsLeft: 15 });
  });

  it("when the random source is fixed, then the same exercises are drawn in the same order", () => {
    const lastEachTime = () => 0.999;
    const { view } = startedActor(6, lastEachTime);
    expect(view().context.exercises.map((e) => e.id)).toEqual(["w6", "w1", "w2", "w3"]);
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
