import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import type { RandomSource } from "../pick-exercises";
import { type RoutineExercise, routineMachine } from "../routine-machine";
import { routineLength } from "../utils/routine-display";
import { RoutineCompleted } from "./routine-completed";
import { RoutinePlaying } from "./routine-playing";
import { type RoutineHero, RoutinePreview } from "./routine-preview";

export interface RoutinePlayerProps {
  heading: string;
  subtitle: string | undefined;
  description: string;
  /** The location's title in title case, for "You just completed N {location} exercises...". */
  locationTitle: string;
  /** The location's exercise count, used until the workouts arrive. */
  workoutCount: number;
  /** The workouts to draw from; undefined while they load. */
  workouts: readonly RoutineExercise[] | undefined;
  /** Where the random exercise choice comes from; Math.random unless a test fixes it. */
  random?: RandomSource;
  /** The location's artwork, shown beside the heading until the routine starts. */
  hero?: RoutineHero;
}

/** The routine in its three modes (preview, playing, completed), driven by the routine machine. */
export function RoutinePlayer(props: RoutinePlayerProps) {
  const { heading, subtitle, description, locationTitle, workoutCount, workouts, hero, random = Math.random } = props;
  const [snapshot, send] = useMachine(routineMachine, { input: { random } });
  const { exercises, index, secondsLeft } = snapshot.context;
  const mode = snapshot.value;

  // After Start, Try Again or the end of a run the old screen is gone: move keyboard and
  // screen-reader focus to the new one's heading instead of leaving it on the page body.
  const previewRef = useRef<HTMLHeadingElement>(null);
  const playingRef = useRef<HTMLDivElement>(null);
  const completedRef = useRef<HTMLHeadingElement>(null);
  const firstMode = useRef<string>(mode);
  useEffect(() => {
    if (mode === firstMode.current) return;
    firstMode.current = "";
    const target = mode === "preview" ? previewRef : mode === "playing" ? playingRef : completedRef;
    target.current?.focus({ preventScroll: true });
  }, [mode]);

  const wrapper = "mx-auto max-w-6xl px-4 pt-10 pb-14 sm:px-6 sm:pt-14 sm:pb-20 lg:px-8";

  if (mode === "playing") {
    return (
      <div className={wrapper}>
        <RoutinePlaying
          heading={heading}
          exercises={exercises}
          index={index}
          secondsLeft={secondsLeft}
          focusRef={playingRef}
        />
      </div>
    );
  }

  if (mode === "completed") {
    return (
      <div className={wrapper}>
        <RoutineCompleted
          heading={heading}
          locationTitle={locationTitle}
          count={exercises.length}
          onRetry={() => send({ type: "retry.requested" })}
          focusRef={completedRef}
        />
      </div>
    );
  }

  return (
    <div className={wrapper}>
      <RoutinePreview
        heading={heading}
        subtitle={subtitle}
        description={description}
        count={routineLength(workouts?.length ?? workoutCount)}
        firstExercise={workouts?.[0]}
        hero={hero}
        canStart={(workouts?.length ?? 0) > 0}
        onStart={() => workouts && send({ type: "start.requested", workouts })}
        focusRef={previewRef}
      />
    </div>
  );
}
