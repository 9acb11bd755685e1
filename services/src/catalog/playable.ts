import type {
  PlayableWorkout,
  SharedRoutine,
  SharedRoutineResponse,
  Workout,
} from "@movebreak/shared/contracts/catalog";
import { demonstrationId } from "@movebreak/shared/demonstrations/figure";
import { characterOf } from "@movebreak/shared/demonstrations/location-art";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type WorkoutMedia, workoutClips } from "./video-url";
import { findWorkoutsByIds, listWorkouts } from "./workouts-repo";

export async function playableWorkouts(
  db: Kysely<Database>,
  media: WorkoutMedia,
  locationId: string,
): Promise<PlayableWorkout[]> {
  const [workouts, clipOf] = await Promise.all([listWorkouts(db, locationId), workoutClips(media)]);
  return workouts.map((workout) => playable(clipOf, workout, locationId));
}

/**
 * A workout with its clip address (null without one) and the name of its drawn demonstration: its movement's,
 * performed by its routine's person (the location's, as its artwork and its page's player draw them).
 */
function playable(clipOf: (workoutId: string) => string | null, workout: Workout, locationId: string): PlayableWorkout {
  return {
    ...workout,
    videoUrl: clipOf(workout.id),
    demonstration: demonstrationId(workout.title, {
      movement: workout.instructions?.movement,
      performer: characterOf(locationId),
    }),
  };
}

/** A shared pack with its exercises in the pack's order (or its location's routine when it names none). */
export async function playableRoutine(
  db: Kysely<Database>,
  media: WorkoutMedia,
  routine: SharedRoutine,
): Promise<SharedRoutineResponse> {
  if (routine.workoutIds.length === 0) {
    return { ...routine, workouts: await playableWorkouts(db, media, routine.locationId) };
  }
  const [found, clipOf] = await Promise.all([findWorkoutsByIds(db, routine.workoutIds), workoutClips(media)]);
  const byId = new Map(found.map((w) => [w.id, w]));
  const workouts = routine.workoutIds.flatMap((id) => {
    const workout = byId.get(id);
    return workout ? [playable(clipOf, workout, routine.locationId)] : [];
  });
  return { ...routine, workouts };
}
