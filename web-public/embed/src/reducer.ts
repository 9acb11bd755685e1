import { ROUTINE } from "@movebreak/shared/constants";
import { pickExercises, type RandomSource } from "../../src/features/routine/pick-exercises";
import type { Exercise, Routine } from "./routine";

/**
 * The player's modes. Like the site's routine page (public spec section 4):
 * preview -> playing on Start (exercise 0, 15 s), a 1 s tick counts down, at 0
 * the next exercise starts at 15 s, after the last one the run is completed,
 * and "Try Again" goes back to preview. Before that: loading, or unavailable.
 */
export type PlayerState =
  | { mode: "loading" }
  | { mode: "unavailable" }
  /** The run is drawn when the routine arrives, so the preview shows the move that plays first. */
  | { mode: "preview"; routine: Routine; exercises: Exercise[] }
  | { mode: "playing"; routine: Routine; exercises: Exercise[]; index: number; secondsLeft: number }
  | { mode: "completed"; routine: Routine; count: number };

export type PlayerEvent =
  /** random draws the run's exercises (a location's up to 4 of its moves). */
  | { type: "loaded"; routine: Routine | null; random: RandomSource }
  | { type: "failed" }
  /** "Start Routine" (or autoplay): the drawn run plays. */
  | { type: "start" }
  | { type: "tick" }
  /** "Try Again": a new run is drawn. */
  | { type: "retry"; random: RandomSource };

export const initialState: PlayerState = { mode: "loading" };

/** The exercises of one run: a written pack as it is, otherwise up to 4 drawn at random. */
export function chooseExercises(routine: Routine, random: RandomSource): Exercise[] {
  return routine.ordered ? [...routine.exercises] : pickExercises(routine.exercises, random, ROUTINE.maxExercises);
}

/** Pure: the next state, or the same object when the event means nothing in this mode. */
export function reduce(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case "loaded":
      if (state.mode !== "loading") return state;
      return event.routine && event.routine.exercises.length > 0
        ? { mode: "preview", routine: event.routine, exercises: chooseExercises(event.routine, event.random) }
        : { mode: "unavailable" };
    case "failed":
      return state.mode === "loading" ? { mode: "unavailable" } : state;
    case "start": {
      if (state.mode !== "preview") return state;
      const { routine, exercises } = state;
      return { mode: "playing", routine, exercises, index: 0, secondsLeft: ROUTINE.secondsPerExercise };
    }
    case "tick":
      if (state.mode !== "playing") return state;
      if (state.secondsLeft > 1) return { ...state, secondsLeft: state.secondsLeft - 1 };
      if (state.index < state.exercises.length - 1) {
        return { ...state, index: state.index + 1, secondsLeft: ROUTINE.secondsPerExercise };
      }
      return { mode: "completed", routine: state.routine, count: state.exercises.length };
    case "retry":
      return state.mode === "completed"
        ? { mode: "preview", routine: state.routine, exercises: chooseExercises(state.routine, event.random) }
        : state;
    default: {
      const never: never = event;
      return never;
    }
  }
}
