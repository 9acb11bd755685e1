import { seededRandom } from "./random";
import type { ExerciseCatalog, MatchedExercises, Topic, TopicMatrix } from "./types";

const MIN_WORKOUTS = 3;
const MAX_WORKOUTS = 5;

type MatchedLocation = MatchedExercises["locations"][number];
type Workout = ExerciseCatalog["workouts"][number];

/**
 * Step 3: the pain point's first two locations (neck pain: Neck & Shoulders,
 * Neck Relief), then one that suits the place (a standing desk brings Standing
 * Desk) or the pain point's next one; 3 to 5 workouts each, those whose title
 * names the pain point's words first, the rest in an order drawn from the
 * topic, and no workout title twice on a page. A location missing from the
 * catalog, or without 3 workouts not already on the page, is passed over; when
 * fewer than two remain, the matrix's other locations fill in.
 */
export function matchExercises(topic: Topic, catalog: ExerciseCatalog, matrix: TopicMatrix): MatchedExercises {
  const random = seededRandom(`exercises:${topic.slug}`);
  const workoutsOf = new Map<string, Workout[]>();
  for (const workout of catalog.workouts)
    workoutsOf.set(workout.locationId, [...(workoutsOf.get(workout.locationId) ?? []), workout]);
  const usable = new Set(
    catalog.locations.filter((l) => (workoutsOf.get(l.id)?.length ?? 0) >= MIN_WORKOUTS).map((l) => l.id),
  );

  const planned: string[] = [];
  const plan = (ids: readonly string[], limit: number) => {
    for (const id of ids) if (planned.length < limit && usable.has(id) && !planned.includes(id)) planned.push(id);
  };
  const pain = topic.painPoint.locationIds;
  plan(pain, 2);
  plan(random.shuffle(topic.context.locationIds), 3);
  plan(pain, 3);

  const words = topic.painPoint.workoutKeywords.map((word) => word.toLowerCase());
  const matches = (title: string) => words.some((word) => title.toLowerCase().includes(word));
  const usedTitles = new Set<string>();
  const allocate = (id: string, want: number): Workout[] | undefined => {
    const own = workoutsOf.get(id) ?? [];
    const fresh = [
      ...random.shuffle(own.filter((w) => matches(w.title))),
      ...random.shuffle(own.filter((w) => !matches(w.title))),
    ].filter((workout) => !usedTitles.has(normalise(workout.title)));
    if (fresh.length < MIN_WORKOUTS) return undefined;
    const picked = fresh.slice(0, want);
    for (const workout of picked) usedTitles.add(normalise(workout.title));
    return picked;
  };
  // The first location carries the page, so it gets the most moves.
  const wants = planned.map((_, index) => (index === 0 ? random.int(4, MAX_WORKOUTS) : random.int(MIN_WORKOUTS, 4)));
  // Locations with fewer workouts pick first, so a small set (Neck Relief) is not emptied by a larger one
  // that shares its moves (Neck & Shoulders); the page keeps the planned order.
  const bySize = planned
    .map((id, index) => ({ id, index }))
    .sort((a, b) => (workoutsOf.get(a.id)?.length ?? 0) - (workoutsOf.get(b.id)?.length ?? 0) || a.index - b.index);
  const picks = new Map<string, Workout[]>();
  for (const { id, index } of bySize) {
    const picked = allocate(id, wants[index] ?? MIN_WORKOUTS);
    if (picked) picks.set(id, picked);
  }
  const chosen = planned.filter((id) => picks.has(id));
  if (chosen.length < 2) {
    const fallback = [...matrix.painPoints.flatMap((p) => p.locationIds), ...catalog.locations.map((l) => l.id)];
    for (const id of fallback) {
      if (chosen.length >= 2) break;
      if (!usable.has(id) || chosen.includes(id)) continue;
      const picked = allocate(id, MIN_WORKOUTS + 1);
      if (picked) {
        picks.set(id, picked);
        chosen.push(id);
      }
    }
  }
  if (chosen.length === 0)
    throw new Error(`No catalog location has ${MIN_WORKOUTS} or more workouts for ${topic.slug}`);
  const byId = new Map(catalog.locations.map((location) => [location.id, location]));
  return {
    locations: chosen.map((id): MatchedLocation => {
      const { title, slug } = byId.get(id) ?? { title: id, slug: id };
      return { id, title, slug, workouts: (picks.get(id) ?? []).map((w) => ({ id: w.id, title: w.title })) };
    }),
  };
}

const normalise = (title: string) => title.toLowerCase().replace(/[^a-z]/g, "");
