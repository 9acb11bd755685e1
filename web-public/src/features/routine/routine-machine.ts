import { ROUTINE } from "@movebreak/shared/constants";
import type { PlayableWorkout } from "@movebreak/shared/contracts/catalog";
import type { MovementInstructions } from "@movebreak/shared/contracts/movement-instructions";
import { assign, setup } from "xstate";

/** What the player teaches of a move: where to start, its steps, how much, how to breathe, and its drawing's id. */
type MoveTeaching = Pick<MovementInstructions, "movement" | "startingPosition" | "steps" | "dose" | "breathing">;

/** What the player needs of a workout: its name, its clip (null: none, its demonstration is drawn), how to do it. */
export type RoutineExercise = Pick<PlayableWorkout, "id" | "title" | "videoUrl"> & { instructions?: MoveTeaching };

export interface RoutineContext {
  /** The exercises of this routine, drawn before the page was drawn (routine-pick.ts); kept by "Try Again". */
  exercises: readonly RoutineExercise[];
  index: number;
  secondsLeft: number;
}

export interface RoutineInput {
  exercises: readonly RoutineExercise[];
}

export type RoutineEvent =
  /** "Start Routine". */
  | { type: "start.requested" }
  /** "Try Again". */
  | { type: "retry.requested" };

const fresh = { index: 0, secondsLeft: ROUTINE.secondsPerExercise } as const;

/**
 * The location routine (public spec section 4): preview -> playing on Start
 * (exercise 0, 15 s); while playing a 1 s tick counts down; when the count
 * would reach 0 the next exercise starts at 15 s, and after the last one the
 * routine is completed. "Try Again" returns to preview and resets the count.
 *
 * The exercises are given, drawn before the page is drawn: the hero beside the
 * preview shows the first of them, and the server and the browser agree.
 */
export const routineMachine = setup({
  types: {
    context: {} as RoutineContext,
    events: {} as RoutineEvent,
    input: {} as RoutineInput,
  },
  delays: { tick: ROUTINE.tickMs },
  guards: {
    hasExercises: ({ context }) => context.exercises.length > 0,
    secondsRemain: ({ context }) => context.secondsLeft > 1,
    exercisesRemain: ({ context }) => context.index < context.exercises.length - 1,
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    nextExercise: assign({
      index: ({ context }) => context.index + 1,
      secondsLeft: ROUTINE.secondsPerExercise,
    }),
    reset: assign(fresh),
  },
}).createMachine({
  id: "routine",
  context: ({ input }) => ({ exercises: input.exercises, ...fresh }),
  initial: "preview",
  states: {
    preview: {
      on: {
        "start.requested": { guard: "hasExercises", target: "playing", actions: "reset" },
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
