import { ROUTINE } from "@movebreak/shared/constants";
import type { PlayableWorkout } from "@movebreak/shared/contracts/catalog";
import { assertEvent, assign, setup } from "xstate";
import { pickExercises, type RandomSource } from "./pick-exercises";

/** What the player needs of a workout: its name and its clip. */
export type RoutineExercise = Pick<PlayableWorkout, "id" | "title" | "videoUrl">;

export interface RoutineContext {
  random: RandomSource;
  /** The exercises of this run, chosen on Start; empty in preview. */
  exercises: RoutineExercise[];
  index: number;
  secondsLeft: number;
}

export interface RoutineInput {
  /** Where the random exercise choice comes from (Math.random in the page, a fixed sequence in tests). */
  random: RandomSource;
}

export type RoutineEvent =
  /** "Start Routine": the location's workouts, from which up to 4 are drawn. */
  | { type: "start.requested"; workouts: readonly RoutineExercise[] }
  /** "Try Again". */
  | { type: "retry.requested" };

const fresh = { exercises: [], index: 0, secondsLeft: ROUTINE.secondsPerExercise } satisfies Omit<
  RoutineContext,
  "random"
>;

/**
 * The location routine (public spec section 4): preview -> playing on Start
 * (exercise 0, 15 s); while playing a 1 s tick counts down; when the count
 * would reach 0 the next exercise starts at 15 s, and after the last one the
 * routine is completed. "Try Again" returns to preview and resets.
 *
 * The exercises are drawn on Start, never at render, so the server and the
 * browser always agree on the first paint.
 */
export const routineMachine = setup({
  types: {
    context: {} as RoutineContext,
    events: {} as RoutineEvent,
    input: {} as RoutineInput,
  },
  delays: { tick: ROUTINE.tickMs },
  guards: {
    hasWorkouts: ({ event }) => event.type === "start.requested" && event.workouts.length > 0,
    secondsRemain: ({ context }) => context.secondsLeft > 1,
    exercisesRemain: ({ context }) => context.index < context.exercises.length - 1,
  },
  actions: {
    chooseExercises: assign(({ context, event }) => {
      assertEvent(event, "start.requested");
      return { ...fresh, exercises: pickExercises(event.workouts, context.random, ROUTINE.maxExercises) };
    }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    nextExercise: assign({
      index: ({ context }) => context.index + 1,
      secondsLeft: ROUTINE.secondsPerExercise,
    }),
    reset: assign(fresh),
  },
}).createMachine({
  id: "routine",
  context: ({ input }) => ({ random: input.random, ...fresh }),
  initial: "preview",
  states: {
    preview: {
      on: {
        "start.requested": { guard: "hasWorkouts", target: "playing", actions: "chooseExercises" },
      },
    },
    playing: {
      after: {
        // Re-entering restarts the 1 s delay, so every tick is a full second.
        tick: [
          { guard: "secondsRemain", target: "playing", reenter: true, actions: "countDown" },
          { guard: "exercisesRemain", target: "playing", reenter: true, actions: "nextExercise" },
          { target: "completed" },
        ],
      },
    },
    completed: {
      on: {
        "retry.requested": { target: "preview", actions: "reset" },
      },
    },
  },
});
