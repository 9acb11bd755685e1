import type { Ref } from "react";
import type { RoutineExercise } from "../routine-machine";
import { CountdownRing } from "./countdown-ring";
import { ExerciseVideo } from "./exercise-video";
import { MoveSteps } from "./move-steps";
import { ProgressDots } from "./progress-dots";

interface RoutinePlayingProps {
  heading: string;
  /** The routine's location, whose place the person performs in. */
  locationId: string;
  exercises: readonly RoutineExercise[];
  index: number;
  secondsLeft: number;
  focusRef: Ref<HTMLDivElement>;
}

/** One exercise at a time: which one, its name, the seconds left, its clip, how to do it and the run's progress. */
export function RoutinePlaying({ heading, locationId, exercises, index, secondsLeft, focusRef }: RoutinePlayingProps) {
  const exercise = exercises[index];
  if (!exercise) return null;
  return (
    <div className="grid items-center gap-8 lg:grid-cols-[1fr_1.05fr] lg:gap-14">
      <div className="flex flex-col items-center text-center lg:items-start lg:text-left">
        <h1 className="text-sm font-bold tracking-wide text-brand-800 uppercase">{heading}</h1>
        {/* Announced when the exercise changes; the countdown itself stays quiet. */}
        <div ref={focusRef} tabIndex={-1} aria-live="polite" className="mt-3 focus:outline-none">
          <p className="text-lg font-semibold text-ink/70">{`Exercise ${index + 1} of ${exercises.length}`}</p>
          <h2 className="mt-1 text-3xl font-black tracking-tight text-balance sm:text-4xl">{exercise.title}</h2>
        </div>
        <div className="mt-8 flex items-center gap-6">
          <CountdownRing secondsLeft={secondsLeft} />
          <ProgressDots exercises={exercises} index={index} />
        </div>
      </div>
      <div className="w-full">
        <ExerciseVideo
          src={exercise.videoUrl}
          title={exercise.title}
          locationId={locationId}
          movement={exercise.instructions?.movement}
        />
        <MoveSteps exercise={exercise} />
      </div>
    </div>
  );
}
