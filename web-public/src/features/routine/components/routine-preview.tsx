import type { Ref } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import type { RoutineExercise } from "../routine-machine";
import { routineSummary } from "../utils/routine-display";
import { ExerciseVideo } from "./exercise-video";
import { MoveSteps } from "./move-steps";

/** An image beside the heading: the location's artwork (drawn by the server, 4:3). */
export interface RoutineHero {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface RoutinePreviewProps {
  heading: string;
  subtitle: string | undefined;
  description: string;
  count: number;
  firstExercise: RoutineExercise | undefined;
  /** Shown instead of the first move's clip when given. */
  hero?: RoutineHero | undefined;
  /** False until the workouts have arrived. */
  canStart: boolean;
  onStart: () => void;
  focusRef: Ref<HTMLHeadingElement>;
}

/** In place of "Start Routine" on a page read without JavaScript, whose timer cannot run. */
export const ROUTINE_NEEDS_SCRIPT = "The timed routine plays with JavaScript on. Each move and its steps are below.";

function PlayIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
      <path d="M6.3 3.7A1 1 0 0 0 4.8 4.6v10.8a1 1 0 0 0 1.5.9l8.9-5.4a1 1 0 0 0 0-1.8L6.3 3.7Z" />
    </svg>
  );
}

/** The routine before it starts: what it is, how long it takes, and its artwork (or the first move playing silently). */
export function RoutinePreview(props: RoutinePreviewProps) {
  const { heading, subtitle, description, count, firstExercise, hero, canStart, onStart, focusRef } = props;
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1fr_1.05fr] lg:gap-14">
      <div className="text-center lg:text-left">
        <h1
          ref={focusRef}
          tabIndex={-1}
          className="text-4xl font-black tracking-tight text-balance focus:outline-none sm:text-5xl"
        >
          {heading}
        </h1>
        {subtitle && <p className="mt-4 text-xl font-semibold text-pretty text-brand-800">{subtitle}</p>}
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-ink/75 lg:mx-0">{description}</p>
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-ink/10">
          <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-500" />
          {routineSummary(count)}
        </p>
        <div className="mt-8">
          <button
            type="button"
            onClick={onStart}
            disabled={!canStart}
            className={buttonClass("primary", "lg", "w-full sm:w-auto noscript:hidden")}
          >
            <PlayIcon />
            Start Routine
          </button>
          <p className="hidden text-ink/75 noscript:block">{ROUTINE_NEEDS_SCRIPT}</p>
        </div>
      </div>
      <div className="w-full">
        {hero ? (
          <img
            src={hero.src}
            alt={hero.alt}
            width={hero.width}
            height={hero.height}
            // The page's largest paint: fetched ahead of the images below it.
            fetchPriority="high"
            decoding="async"
            className="aspect-[4/3] h-auto w-full rounded-3xl bg-brand-50 object-cover shadow-lg ring-1 ring-ink/10"
          />
        ) : (
          <ExerciseVideo src={firstExercise?.videoUrl} title={firstExercise?.title ?? ""} />
        )}
        {firstExercise && <MoveSteps exercise={firstExercise} lead="First move" level={2} />}
      </div>
    </div>
  );
}
