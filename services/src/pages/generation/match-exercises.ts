import { seededRandom } from "@movebreak/shared/seeded-random";
import { contradictionsIn } from "../quality/editor-gate/contradictions";
import { conflictIn, workoutMisfits } from "../quality/topic-rules";
import type { ExerciseCatalog, MatchedExercises, Topic } from "./types";
import { inferWorkoutTags } from "./workout-tags";

/** A page's routine holds 3 to 6 moves: the hero's count is the routine's. */
export const MIN_MOVES = 3;
export const MAX_MOVES = 6;

type Workout = ExerciseCatalog["workouts"][number];

/**
 * Step 3: the page's routine, 4 or 5 moves (3 to 6), each a distinct movement that the movement library teaches
 * (steps, dose, cautions), that fits the place (quality/topic-rules.ts: body area, posture and equipment; nothing
 * standing on the commute) and that its instructions never avoid for the pain point. Only moves the pain point's
 * knowledge or the move's own instructions name as suited, when 3 or more fit; else those whose title holds the
 * pain point's words come next, then any that fit. Within each, the pain point's locations, then the place's, then the rest, in an order drawn from
 * the slug. Fewer than 3 moves is an error that names the topic.
 */
export function matchExercises(topic: Topic, catalog: ExerciseCatalog): MatchedExercises {
  const random = seededRandom(`exercises:${topic.slug}`);
  const painId = topic.painPoint.id;
  const suited = new Set(topic.painPoint.knowledge?.suitedMoves ?? []);
  const words = topic.painPoint.workoutKeywords.map((word) => word.toLowerCase());
  const rank = (workout: Workout) => {
    const instructions = workout.instructions;
    if (instructions && (suited.has(instructions.movement) || instructions.suits.includes(painId as never))) return 0;
    return words.some((word) => workout.title.toLowerCase().includes(word)) ? 1 : 2;
  };
  // A location whose name contradicts the place ("Standing at Work" on a commute page) is not linked.
  const linkable = new Set(catalog.locations.filter((l) => !conflictIn(l.title, topic.context)).map((l) => l.id));
  const order = [...topic.painPoint.locationIds, ...topic.context.locationIds];
  const place = (workout: Workout) => {
    const index = order.indexOf(workout.locationId);
    return index < 0 ? order.length : index;
  };
  const clashes = (workout: Workout) => {
    const i = workout.instructions;
    const text = i ? [i.startingPosition, ...i.steps, i.breathing, i.easier, i.harder, ...i.cautions].join(" ") : "";
    return contradictionsIn(text, topic.context).length > 0 ? 1 : 0;
  };
  const placeOnly: Topic = { ...topic, painPoint: { ...topic.painPoint, bodyAreas: undefined } };
  const fitting = random
    .shuffle(catalog.workouts)
    .filter((workout) => {
      if (!workout.instructions || !linkable.has(workout.locationId)) return false;
      if (workout.avoid?.includes(painId) || workout.instructions.avoid.includes(painId as never)) return false;
      // A move the knowledge names as suited may work another area (shoulder rolls for eye strain): only the place.
      const judgedBy = suited.has(workout.instructions.movement) ? placeOnly : topic;
      return workoutMisfits(judgedBy, workout.title, workout.tags ?? inferWorkoutTags(workout.title)).length === 0;
    })
    // A move whose instructions name what the place lacks ("if there is a desk in front of you" on the commute)
    // comes after those that fit it as written.
    .sort((a, b) => rank(a) - rank(b) || clashes(a) - clashes(b) || place(a) - place(b));
  // Only moves named as suited while there are enough of them: a face exercise is no routine for eye strain.
  const suitedCount = new Set(fitting.filter((w) => rank(w) === 0).map((w) => w.instructions?.movement)).size;
  const pool = suitedCount >= MIN_MOVES ? fitting.filter((w) => rank(w) === 0) : fitting;
  const want = random.int(4, 5);
  const chosen: Workout[] = [];
  const movements = new Set<string>();
  for (const workout of pool) {
    if (chosen.length === want) break;
    const movement = workout.instructions?.movement ?? workout.title;
    if (movements.has(movement)) continue;
    movements.add(movement);
    chosen.push(workout);
  }
  if (chosen.length < MIN_MOVES)
    throw new Error(
      `Only ${chosen.length} taught moves of the catalog fit ${topic.painPoint.label} ${topic.context.phrase} (body areas ${topic.painPoint.bodyAreas?.join(", ") ?? "any"}; ${topic.context.postures.join(" or ")}; ${topic.context.equipment.join(", ")}): teach or tag more moves, or change the matrix's rules`,
    );
  const byId = new Map(catalog.locations.map((location) => [location.id, location]));
  const locations: MatchedExercises["locations"] = [];
  for (const workout of chosen) {
    let entry = locations.find((l) => l.id === workout.locationId);
    if (!entry) {
      const { title, slug } = byId.get(workout.locationId) ?? { title: workout.locationId, slug: workout.locationId };
      entry = { id: workout.locationId, title, slug, workouts: [] };
      locations.push(entry);
    }
    entry.workouts.push({
      id: workout.id,
      title: workout.title,
      ...(workout.tags ? { tags: workout.tags } : {}),
      ...(workout.instructions ? { instructions: workout.instructions } : {}),
    });
  }
  return { locations };
}
