import { pickExercises, type RandomSource } from "./pick-exercises";

/** How long one draw of a location's routine lasts: every visitor within the same UTC hour gets the same one. */
const DRAW_PERIOD_MS = 60 * 60 * 1000;

/** FNV-1a: a string to 32 bits, to seed the generator below. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small seeded generator, good enough to shuffle a handful of exercises. */
function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The routine a location page plays: up to 4 of its workouts in a random order (public spec section 5),
 * drawn once for the page before it is drawn, so the hero can show the first move and the browser's player
 * gets the same draw as props. Seeded by the slug and the UTC hour: the same page within an hour is the same
 * bytes (the in-process and edge caches keep it, its ETag holds), and a new hour brings a new draw.
 */
export function pickRoutine<T>(slug: string, workouts: readonly T[], now: Date): T[] {
  const period = Math.floor(now.getTime() / DRAW_PERIOD_MS);
  return pickExercises(workouts, seededRandom(hash32(`${slug}@${period}`)));
}
