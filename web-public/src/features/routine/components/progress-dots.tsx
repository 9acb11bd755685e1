import type { RoutineExercise } from "../routine-machine";

/** One dot per exercise of the run: done, current (wider) and still to come. */
export function ProgressDots({ exercises, index }: { exercises: readonly RoutineExercise[]; index: number }) {
  return (
    <ol aria-label="Routine progress" className="flex items-center gap-2">
      {exercises.map((exercise, position) => {
        const state = position < index ? "done" : position === index ? "current" : "upcoming";
        return (
          <li key={exercise.id} aria-current={state === "current" ? "step" : undefined} className="flex">
            <span
              aria-hidden="true"
              className={`h-2.5 rounded-full transition-all duration-300 ${
                state === "current" ? "w-8 bg-brand-600" : state === "done" ? "w-2.5 bg-brand-600" : "w-2.5 bg-ink/15"
              }`}
            />
            <span className="sr-only">
              {`Exercise ${position + 1}, ${exercise.title}, ${state === "upcoming" ? "to come" : state}`}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
