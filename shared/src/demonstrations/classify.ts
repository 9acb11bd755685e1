import type { MovementType } from "./movements";

/**
 * Which drawn demonstration an exercise gets, read from its title: the first rule whose words match
 * (more specific rules first). Titles no rule knows get the calm "breathe" figure.
 */
const RULES: readonly [RegExp, MovementType][] = [
  [/sit-to-stand|sit to stand/i, "squat"],
  [/knee-to-chest/i, "seated-march"],
  [/ankle/i, "leg-extension"],
  [/standing hamstring/i, "hip-hinge"],
  [/seated calf|heel raise.*seat/i, "seated-calf-raise"],
  [/calf|toe raise|heel-to-toe|tiptoe/i, "calf-raise"],
  [/chin tuck|nod/i, "chin-tuck"],
  [/neck|trapezius|levator/i, "neck-tilt"],
  [/jaw|cheek|forehead|fish face|lion|eye palming|face/i, "face-yoga"],
  [/shrug|shimmy/i, "shoulder-shrug"],
  [/shoulder roll|shoulder blade|scapula/i, "shoulder-roll"],
  [/wrist/i, "wrist-circles"],
  [/arm circle|sprinkler/i, "arm-circles"],
  [/arm wave|arm swing|robot/i, "arm-wave"],
  [/jab|cross combo|hook|uppercut|punch|speed bag|boxing|seated cross\b/i, "punch"],
  [/curl/i, "curl"],
  [/dip/i, "dips"],
  [/push-up|push up|plank|counter/i, "desk-push-up"],
  [/squat|sit-to-stand|sit to stand|wall sit/i, "squat"],
  [/overhead|reach|press|mountain|wall angel|triceps stretch/i, "overhead-reach"],
  [/side bend|side stretch|sway|side-to-side|weight shift|warrior/i, "side-bend"],
  [/twist|bob and weave|lawnmower/i, "twist"],
  [/chest|doorway|cross-body shoulder|eagle|clasp|clap/i, "chest-opener"],
  [/hip circle|circles|the twist/i, "hip-circle"],
  [/disco|groove|dance|running man|shopping cart/i, "dance"],
  [/seated march|seated knee|knee lift|knee raise|knee-to-chest/i, "seated-march"],
  [/march|step-up|stair|butt kick/i, "march"],
  [/leg extension|toe tap|heel tap|ankle|hamstring/i, "leg-extension"],
  [/back kick|kickback|bird dog/i, "back-kick"],
  [/side kick|side leg|abduction|leg raise/i, "side-leg"],
  [/kick|leg swing/i, "kick"],
  [/forward fold|downward dog/i, "forward-fold"],
  [/cat-cow|cat cow|pelvic tilt|glute squeeze/i, "cat-cow"],
  [/figure-four|figure four|pigeon|butterfly/i, "figure-four"],
  [/hinge|good morning/i, "hip-hinge"],
  [/back extension/i, "back-extension"],
  [/lunge|hip flexor/i, "lunge"],
  [/quad|balance/i, "quad-stretch"],
];

export function movementTypeOf(title: string): MovementType {
  for (const [pattern, type] of RULES) if (pattern.test(title)) return type;
  return "breathe";
}

/** Whether the title says how the exercise is done: true seated, false standing, undefined not said. */
export function seatedByTitle(title: string): boolean | undefined {
  if (/\bstanding\b|\bstand\b/i.test(title)) return false;
  if (/\bseated\b|\bsitting\b|\bchair\b/i.test(title)) return true;
  return undefined;
}
