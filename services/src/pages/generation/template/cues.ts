import type { Random } from "@movebreak/shared/seeded-random";

type Cue = (name: string) => string;
type Kind = "face" | "balance" | "cardio" | "stretch" | "strength" | "mobility";

/** Title words that tell what kind of move a workout is, checked in this order. */
const KINDS: [Kind, RegExp][] = [
  ["face", /jaw|cheek|forehead|fish face|lion|palming|eye/i],
  ["balance", /balance|cushion|heel-to-toe|weight shift/i],
  // Before "stretch": "Sit-to-Stand with Overhead Reach" is a strength move, not a held stretch.
  ["strength", /sit-to-stand|squat|push-up|lunge|step-up/i],
  [
    "cardio",
    /jab|cross combo|seated cross|hook|uppercut|punch|kick|shimmy|disco|groove|robot|lawnmower|sprinkler|shopping cart|running man|the twist|clap|bob and weave|arm wave|sway|march/i,
  ],
  [
    "stretch",
    /stretch|fold|pose|pigeon|butterfly|figure-four|reach|clasp|opener|eagle|downward dog|warrior|side bend/i,
  ],
  [
    "strength",
    /squat|push-up|dip|raise|lift|plank|sit-to-stand|lunge|step-up|wall sit|hinge|good morning|bird dog|kickback|abduction|extension|press|curl|squeeze|angels/i,
  ],
];

const CUES: Record<Kind, Cue[]> = {
  stretch: [
    (n) => `Ease into ${n} until you feel a gentle pull, never pain, and hold it for three slow breaths.`,
    (n) => `Move into ${n} slowly, pause where the stretch begins and let your breathing do the rest.`,
    (n) => `Hold ${n} for 20 to 30 seconds on each side, letting your shoulders drop as you breathe out.`,
    (n) => `With ${n}, less is more: find the first point of tension and stay there while it softens.`,
    (n) => `Settle into ${n} gently, keep your jaw soft and breathe out a little longer than you breathe in.`,
    (n) => `Give ${n} about half a minute, easing a touch further on each exhale if it feels comfortable.`,
  ],
  mobility: [
    (n) => `Keep ${n} small and smooth at first, then let the movement grow as things loosen up.`,
    (n) => `Do ${n} slowly for five to eight repetitions, moving only as far as feels easy.`,
    (n) => `Let ${n} be fluid rather than forced, and change direction halfway through if the move allows it.`,
    (n) => `Take ${n} through a comfortable range about six times, breathing in a steady rhythm.`,
    (n) => `Treat ${n} as a gentle warm-up: slow, controlled and well within your comfort zone.`,
    (n) => `Start ${n} with a tiny movement and let it grow a little with every repetition.`,
  ],
  strength: [
    (n) => `Aim for 8 to 10 controlled repetitions of ${n}, keeping your back long and your breathing steady.`,
    (n) => `Do ${n} at an easy pace, and stop a couple of repetitions before it starts to feel like hard work.`,
    (n) => `Use a stable chair or the edge of the desk for support during ${n} if you need it.`,
    (n) => `Lower slowly and rise smoothly through ${n}, about eight times in all.`,
    (n) => `With ${n}, you wake up muscles that sitting tends to switch off; six to ten calm repetitions are plenty.`,
    (n) => `Keep ${n} light and rhythmic, pausing for a moment at the top of each repetition.`,
  ],
  cardio: [
    (n) => `Have some fun with ${n} for 30 seconds, keeping the movement light and your core gently engaged.`,
    (n) => `Turn ${n} into a short burst: half a minute at a pace that warms you up without leaving you breathless.`,
    (n) => `Put on a song you like and enjoy ${n}; a little silliness is part of the point.`,
    (n) => `Keep ${n} quick and light, and let your arms and shoulders loosen as you go.`,
    (n) => `A round of ${n} gets the heart beating a little faster, and about 30 seconds is enough.`,
  ],
  face: [
    (n) => `Take ${n} slowly, holding each position for a few seconds before letting go completely.`,
    (n) => `Look away from the screen for ${n}, and notice the tension leave your face as you go.`,
    (n) => `Repeat ${n} three to five times, keeping the rest of your face and your shoulders relaxed.`,
    (n) =>
      `A round of ${n} only takes a few seconds, so it is easy to repeat whenever you catch yourself squinting or clenching.`,
    (n) => `Give ${n} your full attention for half a minute, as much a mental reset as a physical one.`,
  ],
  balance: [
    (n) => `Keep a hand near the desk during ${n} and aim for a slow, steady 20 to 30 seconds.`,
    (n) => `Find a fixed point to look at during ${n}, and keep your standing knee soft.`,
    (n) => `Start ${n} with a light hand on a support, and let go only when you feel steady.`,
    (n) => `Let ${n} be slow and quiet: balance improves with calm practice, not speed.`,
  ],
};

export function kindOf(name: string): Kind {
  return KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? "mobility";
}

/** Openings that join a cue to the list, for pages where the move's plain cues are all used up. */
const JOINS = ["Next, ", "From here, ", "Then ", "After that, ", "For this one, "];

/**
 * Every way to cue the move, best first: its own kind's cues in an order drawn from the page's
 * seed, then the gentle mobility cues (they suit any move), then the same joined to the list
 * ("Next, ease into ..."): a move on many pages still finds a sentence not already on two others.
 */
export function cuesFor(name: string, random: Random): string[] {
  const kind = kindOf(name);
  const own = random.shuffle(CUES[kind]).map((cue) => cue(name));
  const plain = kind === "mobility" ? own : [...own, ...random.shuffle(CUES.mobility).map((cue) => cue(name))];
  const joined = random
    .shuffle(JOINS)
    .flatMap((join) => plain.map((cue) => `${join}${cue.charAt(0).toLowerCase()}${cue.slice(1)}`));
  return [...plain, ...joined];
}
