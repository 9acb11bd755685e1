import { useMachine } from "@xstate/react";
import { useEffect, useRef } from "react";
import { type RoutineExercise, routineMachine } from "../routine-machine";
import { routineLength } from "../utils/routine-display";
import { RoutineCompleted } from "./routine-completed";
import { RoutinePlaying } from "./routine-playing";
import { type RoutineHero, RoutinePreview } from "./routine-preview";

export interface RoutinePlayerProps {
  heading: string;
  subtitle: string | undefined;
  description: string;
  /** The location's id: the player draws the person in its place (its card's scene). */
  locationId: string;
  /** The location's title in title case, for "You just completed N {location} exercises...". */
  locationTitle: string;
  /** The location's exercise count, the length shown when its workouts could not be read. */
  workoutCount: number;
  /**
   * The routine: up to 4 workouts drawn before the page was drawn (routine-pick.ts), played in this order
   * and again by "Try Again"; undefined when the workouts could not be read (Start then waits).
   */
  exercises: readonly RoutineExercise[] | undefined;
  /** The artwork of the routine's first move, shown beside the heading until the routine starts. */
  hero?: RoutineHero;
}

/** The routine in its three modes (preview, playing, completed), driven by the routine machine. */
export function RoutinePlayer(props: RoutinePlayerProps) {
  const { heading, subtitle, description, locationTitle, workoutCount, hero } = props;
  const [snapshot, send] = useMachine(routineMachine, { input: { exercises: props.exercises ?? [] } });
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
          locationId={props.locationId}
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
        count={props.exercises ? exercises.length : routineLength(workoutCount)}
        firstExercise={exercises[0]}
        hero={hero}
        canStart={exercises.length > 0}
        onStart={() => send({ type: "start.requested" })}
        focusRef={previewRef}
      />
    </div>
  );
}
