import { doseText } from "@movebreak/shared/move-teaching";
import type { ReactNode } from "react";
import type { RoutineExercise } from "../routine-machine";

interface MoveStepsProps {
  exercise: RoutineExercise;
  /** Said before the move's name ("First move"); the name alone when not given. */
  lead?: string;
  /** Its heading's level in the screen's outline: under the page's h1 (the preview) or the move's h2 (playing). */
  level?: 2 | 3;
}

/**
 * How to do a move, beside its demonstration: its name, how much fits in the slot, where to start and its numbered
 * steps (a list that screen readers announce as one). Nothing when the workout has no instructions.
 */
export function MoveSteps({ exercise, lead, level = 3 }: MoveStepsProps) {
  const taught = exercise.instructions;
  if (!taught) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      aria-label={`How to do ${exercise.title}`}
      className="mt-5 w-full rounded-2xl bg-white p-5 text-left shadow-sm ring-1 ring-ink/10"
    >
      <TaughtSteps
        heading={
          <Heading className="text-base font-bold">{lead ? `${lead}: ${exercise.title}` : "How to do it"}</Heading>
        }
        taught={taught}
        small
      />
    </section>
  );
}

/** What a move's card shows of its instructions, in the player and under it: its heading beside the dose, where to start, the numbered steps, how to breathe. */
export function TaughtSteps({
  heading,
  taught,
  small = false,
}: {
  heading: ReactNode;
  taught: Pick<NonNullable<RoutineExercise["instructions"]>, "startingPosition" | "steps" | "dose" | "breathing">;
  /** The player's smaller text. */
  small?: boolean;
}) {
  const text = small ? "text-sm " : "";
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        {heading}
        <p className="text-sm font-semibold text-brand-800">{doseText(taught.dose)}</p>
      </div>
      <p className={`mt-2 ${text}text-ink/75`}>{taught.startingPosition}</p>
      <ol
        className={`mt-3 list-decimal space-y-1.5 pl-5 ${text}leading-relaxed marker:font-semibold marker:text-brand-800`}
      >
        {taught.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className={`mt-3 ${text}text-ink/75`}>{taught.breathing}</p>
    </>
  );
}
