import type { BodyArea, Equipment, Posture, WorkoutTags } from "./types";

/** Title words and the body areas they name, for workouts imported without tags. */
const AREA_WORDS: [RegExp, BodyArea[]][] = [
  [/neck|chin|head nod|trapezius|levator/i, ["neck"]],
  [/shoulder|shrug|eagle|clasp|reach|angels/i, ["shoulders"]],
  [/chest|push-up|doorway/i, ["chest"]],
  [/wrist/i, ["wrists"]],
  [/arm|tricep|bicep|curl|dip|punch|jab|hook|uppercut|cross\b/i, ["arms"]],
  [/cat-cow|twist|side bend|side stretch|upper back|mountain/i, ["upper-back"]],
  [/pelvic|lower back|knee-to-chest|hinge|good morning|bird dog|back extension|forward fold/i, ["lower-back"]],
  [/hip|glute|pigeon|butterfly|figure-four|abduction/i, ["hips"]],
  [/calf|ankle|toe|knee|leg|quad|hamstring|squat|lunge|step-up|march|kick|sit-to-stand|wall sit/i, ["legs"]],
  [/eye|palming|forehead/i, ["eyes"]],
  [/jaw|cheek|face|lion|forehead/i, ["face"]],
  [/plank|core|sway/i, ["core"]],
];

/**
 * Tags read from a workout's title when its record has none (files made before tags existed):
 * the areas its words name, seated when the title says so or names a chair, standing when it
 * says so, either otherwise; a chair, or a wall for moves against a wall, desk, door or counter.
 */
export function inferWorkoutTags(title: string): WorkoutTags {
  const bodyAreas = [...new Set(AREA_WORDS.flatMap(([pattern, areas]) => (pattern.test(title) ? areas : [])))];
  const postures: Posture[] = /seated|chair|sitting/i.test(title)
    ? ["seated"]
    : /standing|squat|lunge|kick|step-up|wall|doorway|push-up/i.test(title)
      ? ["standing"]
      : ["seated", "standing"];
  const equipment: Equipment = /wall|doorway|desk push|counter|plank/i.test(title)
    ? "wall"
    : /chair (squat|dip|warrior)|sit-to-stand|couch/i.test(title)
      ? "chair"
      : "none";
  return { bodyAreas: bodyAreas.length > 0 ? bodyAreas : ["whole-body"], postures, equipment };
}

/** A record's tags when it has all three, else inferred from its title. */
export function tagsOf(workout: {
  title: string;
  bodyAreas?: BodyArea[] | undefined;
  postures?: Posture[] | undefined;
  equipment?: Equipment | undefined;
}): WorkoutTags {
  if (workout.bodyAreas && workout.postures && workout.equipment)
    return { bodyAreas: workout.bodyAreas, postures: workout.postures, equipment: workout.equipment };
  return inferWorkoutTags(workout.title);
}
