import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialState, type PlayerEvent, type PlayerState, reduce } from "./reducer";
import type { Routine } from "./routine";

const routine = (count: number, ordered = false): Routine => ({
  title: "Arms Only",
  ordered,
  exercises: Array.from({ length: count }, (_, i) => ({
    id: `w${i + 1}`,
    title: `Move ${i + 1}`,
    videoUrl: `https://site.test/media/w${i + 1}.mp4`,
  })),
});

/** Always 0: the shuffle keeps the list order. */
const inOrder = () => 0;

const run = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(reduce, state);
const ticks = (n: number): PlayerEvent[] => Array.from({ length: n }, () => ({ type: "tick" }) as const);
const started = (count = 6, ordered = false) =>
  run(initialState, { type: "loaded", routine: routine(count, ordered), random: inOrder }, { type: "start" });

describe("player reducer", () => {
  it("when it starts, then it is loading", () => {
    expect(initialState).toEqual({ mode: "loading" });
  });

  it("when the routine arrives, then it shows the preview; when nothing playable arrives, then it is unavailable", () => {
    expect(reduce(initialState, { type: "loaded", routine: routine(3), random: inOrder })).toMatchObject({
      mode: "preview",
    });
    expect(reduce(initialState, { type: "loaded", routine: null, random: inOrder })).toEqual({ mode: "unavailable" });
    expect(reduce(initialState, { type: "loaded", routine: routine(0), random: inOrder })).toEqual({
      mode: "unavailable",
    });
    expect(reduce(initialState, { type: "failed" })).toEqual({ mode: "unavailable" });
  });

  it("when the routine arrives, then the run is drawn and its first exercise is the one the preview shows and Start plays", () => {
    const last = () => 0.999;
    const preview = reduce(initialState, { type: "loaded", routine: routine(6), random: last });
    if (preview.mode !== "preview") throw new Error("no preview");
    expect(preview.exercises).toHaveLength(4);
    expect(preview.exercises[0]?.id).toBe("w6");
    const playing = reduce(preview, { type: "start" });
    expect(playing.mode === "playing" && playing.exercises).toEqual(preview.exercises);
  });

  it("when Start is pressed, then exercise 0 plays at 15 s with up to 4 exercises drawn", () => {
    const playing = started(6);
    expect(playing).toMatchObject({ mode: "playing", index: 0, secondsLeft: 15 });
    if (playing.mode !== "playing") throw new Error("not playing");
    expect(playing.exercises.map((e) => e.id)).toEqual(["w1", "w2", "w3", "w4"]);
  });

  it("when a routine has fewer than 4 exercises, then all of them play", () => {
    const playing = started(2);
    expect(playing.mode === "playing" && playing.exercises).toHaveLength(2);
  });

  it("when a shared pack names its exercises, then they all play in the pack's order", () => {
    const playing = started(6, true);
    expect(playing.mode === "playing" && playing.exercises.map((e) => e.id)).toEqual([
      "w1",
      "w2",
      "w3",
      "w4",
      "w5",
      "w6",
    ]);
  });

  it("when a second passes, then the countdown goes down by one", () => {
    expect(run(started(), ...ticks(1))).toMatchObject({ index: 0, secondsLeft: 14 });
    expect(run(started(), ...ticks(14))).toMatchObject({ index: 0, secondsLeft: 1 });
  });

  it("when an exercise's 15 seconds are over, then the next one starts at 15 s", () => {
    expect(run(started(), ...ticks(15))).toMatchObject({ mode: "playing", index: 1, secondsLeft: 15 });
  });

  it("when the last exercise ends, then the routine is completed with its count", () => {
    const done = run(started(6), ...ticks(4 * 15));
    expect(done).toMatchObject({ mode: "completed", count: 4 });
    expect(run(started(6), ...ticks(4 * 15 - 1))).toMatchObject({ mode: "playing", index: 3, secondsLeft: 1 });
  });

  it("when Try Again is pressed, then it returns to the preview of the same routine", () => {
    const done = run(started(2), ...ticks(30));
    const again = reduce(done, { type: "retry", random: inOrder });
    expect(again).toMatchObject({ mode: "preview" });
    expect(again.mode === "preview" && again.routine.exercises).toHaveLength(2);
  });

  it("when an event means nothing in the current mode, then the very same state comes back", () => {
    const preview = reduce(initialState, { type: "loaded", routine: routine(3), random: inOrder });
    expect(reduce(initialState, { type: "tick" })).toBe(initialState);
    expect(reduce(initialState, { type: "start" })).toBe(initialState);
    expect(reduce(preview, { type: "tick" })).toBe(preview);
    expect(reduce(preview, { type: "retry", random: inOrder })).toBe(preview);
    expect(reduce(preview, { type: "loaded", routine: routine(1), random: inOrder })).toBe(preview);
    const playing = started();
    expect(reduce(playing, { type: "start" })).toBe(playing);
    expect(reduce(playing, { type: "failed" })).toBe(playing);
  });

  it("when any routine is played to the end, then it takes 15 ticks per exercise and each exercise plays once", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.boolean(),
        fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 4 }),
        (count, ordered, draws) => {
          let next = 0;
          const random = () => draws[next++ % draws.length] ?? 0;
          let state = run(
            initialState,
            { type: "loaded", routine: routine(count, ordered), random },
            { type: "start" },
          );
          if (state.mode !== "playing") throw new Error("not playing");
          const length = state.exercises.length;
          expect(length).toBe(ordered ? count : Math.min(4, count));
          expect(new Set(state.exercises.map((e) => e.id)).size).toBe(length);
          let steps = 0;
          while (state.mode === "playing") {
            state = reduce(state, { type: "tick" });
            steps++;
          }
          expect(steps).toBe(length * 15);
          expect(state).toMatchObject({ mode: "completed", count: length });
        },
      ),
    );
  });
});
