import { BRAND } from "@movebreak/shared/brand";
import { CATEGORY_GROUPS } from "@movebreak/shared/categories";
import {
  exerciseCountText,
  routineHeading,
  routineLength,
  routineSummary,
  sharedRoutineTitle,
} from "@movebreak/shared/routine-text";
import type { PublicReads } from "../catalog/public-reads";
import { HttpError } from "../http/http-error";
import type { ShareCardInput } from "../pages/media/location-artwork";

/**
 * What each image shows, read the way its page reads it (catalog/public-reads.ts, with the page's 404):
 * a page and its image can never disagree on a title or a count.
 */

/** A location hero's drawing: the location, and the move it shows. */
export interface LocationHeroInput {
  locationId: string;
  /** The exercise drawn (a workout's title); the location's key exercise when absent. */
  exercise?: string;
  /** Its movement (the workout's instructions'): the move's own drawing when it has one. */
  movement?: string;
}

/**
 * The hero of a location page whose routine starts with `workoutId`: that workout's move. A workout the location
 * does not hold (an old pick after an import, a made-up address) is a 404, as a missing page is.
 */
export async function locationHeroInput(
  reads: PublicReads,
  slug: string,
  workoutId?: string,
): Promise<LocationHeroInput> {
  const location = await reads.locationBySlug({ slug });
  if (workoutId === undefined) return { locationId: location.id };
  const workout = (await reads.workouts({ locationId: location.id })).find((w) => w.id === workoutId);
  if (!workout) throw new HttpError(404, "Image not found");
  const movement = workout.instructions?.movement;
  return { locationId: location.id, exercise: workout.title, ...(movement ? { movement } : {}) };
}

/** A location page's card: its category, its heading and its routine's length. */
export async function locationCardInput(reads: PublicReads, slug: string): Promise<ShareCardInput> {
  const location = await reads.locationBySlug({ slug });
  const [workouts, content] = await Promise.all([
    reads.workouts({ locationId: location.id }),
    reads.locationContent({ locationId: location.id }).catch(() => null),
  ]);
  const group = CATEGORY_GROUPS.find((g) => g.locationIds.includes(location.id));
  return {
    locationId: location.id,
    kicker: group?.title ?? "Movement break",
    title: routineHeading(location.title, content),
    detail: routineSummary(routineLength(workouts.length)),
    brand: BRAND.name,
  };
}

/** A shared routine's card: "Shared routine", its title and how many exercises it holds. */
export async function sharedRoutineCardInput(reads: PublicReads, key: string): Promise<ShareCardInput> {
  const routine = await reads.sharedRoutine({ key });
  return {
    locationId: routine.locationId,
    kicker: "Shared routine",
    title: sharedRoutineTitle(routine),
    detail: exerciseCountText(routine.workouts.length),
    brand: BRAND.name,
  };
}
