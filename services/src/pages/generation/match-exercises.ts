import { seededRandom } from "@movebreak/shared/seeded-random";
import { conflictIn, workoutMisfits } from "../quality/topic-rules";
import type { ExerciseCatalog, MatchedExercises, Topic, TopicMatrix } from "./types";
import { inferWorkoutTags } from "./workout-tags";

/** A page features at least this many moves in all, and at most MAX_PER_LOCATION from one location. */
export const MIN_MOVES = 3;
const MAX_PER_LOCATION = 5;
const MAX_LOCATIONS = 3;

type MatchedLocation = MatchedExercises["locations"][number];
type Workout = ExerciseCatalog["workouts"][number];

/**
 * Step 3: only workouts that fit the topic (quality/topic-rules.ts: they work one of the pain
 * point's body areas, in a posture and with equipment the place allows: nothing standing for a page
 * about the commute), and never one the movement library avoids for the pain point. Locations in this order: the pain point's (neck pain: Neck & Shoulders, Neck
 * Relief), the place's (a standing desk brings Standing Desk), then the others with the most
 * fitting moves; never one whose name contradicts the place. A location is featured with 2 or more fitting moves not already on the page (1 for
 * the pain point's own); up to 3 locations, the first with up to 5 moves and the others up to 4,
 * those whose title names the pain point's words first, no title twice. Fewer than 3 moves in all
 * is an error that names the topic.
 */
export function matchExercises(topic: Topic, catalog: ExerciseCatalog, _matrix?: TopicMatrix): MatchedExercises {
  const random = seededRandom(`exercises:${topic.slug}`);
  const fitsOf = new Map<string, Workout[]>();
  for (const workout of catalog.workouts) {
    const tags = workout.tags ?? inferWorkoutTags(workout.title);
    if (workoutMisfits(topic, workout.title, tags).length > 0) continue;
    // A move its instructions say must never be prescribed for this pain point is never on its page.
    if (workout.avoid?.includes(topic.painPoint.id)) continue;
    fitsOf.set(workout.locationId, [...(fitsOf.get(workout.locationId) ?? []), { ...workout, tags }]);
  }
  // A location whose name contradicts the place ("Standing at Work" on a commute page) is not linked.
  const known = new Set(catalog.locations.filter((l) => !conflictIn(l.title, topic.context)).map((l) => l.id));
  const painIds = topic.painPoint.locationIds.filter((id) => known.has(id));
  const others = catalog.locations
    .map((l) => l.id)
    .filter((id) => known.has(id) && !painIds.includes(id) && !topic.context.locationIds.includes(id))
    .sort((a, b) => (fitsOf.get(b)?.length ?? 0) - (fitsOf.get(a)?.length ?? 0) || a.localeCompare(b));
  const plan = [
    ...new Set([...painIds, ...random.shuffle(topic.context.locationIds.filter((id) => known.has(id))), ...others]),
  ];

  const words = topic.painPoint.workoutKeywords.map((word) => word.toLowerCase());
  const matches = (title: string) => words.some((word) => title.toLowerCase().includes(word));
  const usedTitles = new Set<string>();
  const fresh = (id: string) =>
    [
      ...random.shuffle((fitsOf.get(id) ?? []).filter((w) => matches(w.title))),
      ...random.shuffle((fitsOf.get(id) ?? []).filter((w) => !matches(w.title))),
    ].filter((w) => !usedTitles.has(normalise(w.title)));

  const picks: { id: string; workouts: Workout[] }[] = [];
  let total = 0;
  const take = (id: string, minimum: number) => {
    const available = fresh(id);
    if (available.length < minimum || available.length === 0) return;
    const want = picks.length === 0 ? random.int(4, MAX_PER_LOCATION) : random.int(3, 4);
    const chosen = available.slice(0, want);
    for (const workout of chosen) usedTitles.add(normalise(workout.title));
    picks.push({ id, workouts: chosen });
    total += chosen.length;
  };
  for (const id of plan) {
    if (picks.length === MAX_LOCATIONS) break;
    take(id, painIds.includes(id) ? 1 : 2);
  }
  // Still short (a pain point with few fitting moves): any location with one that fits.
  for (const id of plan) {
    if (total >= MIN_MOVES || picks.length === MAX_LOCATIONS) break;
    if (!picks.some((p) => p.id === id)) take(id, 1);
  }
  if (total < MIN_MOVES)
    throw new Error(
      `Only ${total} workouts of the catalog fit ${topic.painPoint.label} ${topic.context.phrase} (body areas ${topic.painPoint.bodyAreas?.join(", ") ?? "any"}; ${topic.context.postures.join(" or ")}; ${topic.context.equipment.join(", ")}): tag more workouts or change the matrix's rules`,
    );
  const byId = new Map(catalog.locations.map((location) => [location.id, location]));
  return {
    locations: picks.map(({ id, workouts }): MatchedLocation => {
      const { title, slug } = byId.get(id) ?? { title: id, slug: id };
      return {
        id,
        title,
        slug,
        workouts: workouts.map((w) => ({ id: w.id, title: w.title, ...(w.tags ? { tags: w.tags } : {}) })),
      };
    }),
  };
}

const normalise = (title: string) => title.toLowerCase().replace(/[^a-z]/g, "");
