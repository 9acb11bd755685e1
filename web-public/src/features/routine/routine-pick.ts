import { seededRandom } from "@movebreak/shared/seeded-random";
import { pickExercises } from "./pick-exercises";

/** How long one draw of a location's routine lasts: every visitor within the same UTC hour gets the same one. */
const DRAW_PERIOD_MS = 60 * 60 * 1000;

/**
 * The routine a location page plays: up to 4 of its workouts in a random order (public spec section 5),
 * drawn once for the page before it is drawn, so the hero can show the first move and the browser's player
 * gets the same draw as props. Seeded by the slug and the UTC hour: the same page within an hour is the same
 * bytes (the in-process and edge caches keep it, its ETag holds), and a new hour brings a new draw.
 */
export function pickRoutine<T>(slug: string, workouts: readonly T[], now: Date): T[] {
  const period = Math.floor(now.getTime() / DRAW_PERIOD_MS);
  return pickExercises(workouts, seededRandom(`${slug}@${period}`).next);
}
