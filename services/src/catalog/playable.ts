import type {
  PlayableWorkout,
  SharedRoutine,
  SharedRoutineResponse,
  Workout,
} from "@movebreak/shared/contracts/catalog";
import { demonstrationId } from "@movebreak/shared/demonstrations/figure";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { workoutVideoUrl } from "./video-url";
import { findWorkoutsByIds, listWorkouts } from "./workouts-repo";

export async function playableWorkouts(
  db: Kysely<Database>,
  mediaBaseUrl: string,
  locationId: string,
): Promise<PlayableWorkout[]> {
  const workouts = await listWorkouts(db, locationId);
  return workouts.map((workout) => playable(mediaBaseUrl, workout));
}

/** A workout with its clip address and the name of its drawn demonstration. */
function playable(mediaBaseUrl: string, workout: Workout): PlayableWorkout {
  return {
    ...workout,
    videoUrl: workoutVideoUrl(mediaBaseUrl, workout.id),
    demonstration: demonstrationId(workout.title),
  };
}

/** A shared pack with its exercises in the pack's order (or its location's routine when it names none). */
export async function playableRoutine(
  db: Kysely<Database>,
  mediaBaseUrl: string,
  routine: SharedRoutine,
): Promise<SharedRoutineResponse> {
  if (routine.workoutIds.length === 0) {
    return { ...routine, workouts: await playableWorkouts(db, mediaBaseUrl, routine.locationId) };
  }
  const byId = new Map((await findWorkoutsByIds(db, routine.workoutIds)).map((w) => [w.id, w]));
  const workouts = routine.workoutIds.flatMap((id) => {
    const workout = byId.get(id);
    return workout ? [playable(mediaBaseUrl, workout)] : [];
  });
  return { ...routine, workouts };
}
