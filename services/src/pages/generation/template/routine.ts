import type { Random } from "@movebreak/shared/seeded-random";
import { cuesFor } from "./cues";
import { type Line, say, sayMany } from "./pool";
import type { Slots } from "./slots";
import { aNumber, cap } from "./text";

const headings: Line[] = [
  (s) => `${cap(aNumber(s.minutes))} ${s.minutes}-minute routine for ${s.pain}`,
  (s) => `Try this: ${s.moves.length} moves for your ${s.area}`,
  (s) => `The ${s.pain} routine, step by step, for ${s.demo}`,
  (s) => `Movements for your ${s.area} ${s.where}`,
  (s) => `A short sequence for ${s.relief} ${s.where}`,
  (s) => `${s.moves.length} gentle moves for your ${s.area} ${s.where}`,
  (s) => `Your ${s.minutes}-minute break for ${s.pain}`,
];

const leads: Line[] = [
  (s) =>
    `Work through the ${s.moves.length} moves below in order, about 30 to 60 seconds each, and keep your breathing slow so your ${s.area} can relax.`,
  (s) =>
    `Every move comes from the ${s.brand} exercise library, picked for ${s.pain}, and each link opens the full set.`,
  (s) =>
    `Go slowly, stay within a comfortable range and skip anything that does not feel right for your ${s.area}, especially on long days ${s.where}.`,
  (s) =>
    `You do not have to do every move: two or three of them, repeated ${s.when}, are already a good start for ${s.demo}.`,
  (s) =>
    `This sequence is built for ${s.demo}, so nothing needs a change of clothes or more space than you have ${s.where}.`,
  (s) =>
    `Start with the first few moves and add more as they become familiar; when it comes to ${s.pain}, your ${s.area} will tell you what ${s.areaVerb("it likes", "they like")}.`,
];

const fits: Line[] = [
  (s) => `It is an easy one to slip in ${s.moment[2]}.`,
  (s) => `Many ${s.demo} like this one for the ${s.area} because it needs almost no space.`,
  (s) => `It works well ${s.where} without drawing much attention, which ${s.demo} tend to appreciate.`,
  (s) => `A good choice whenever your ${s.area} ${s.areaVerb("feels", "feel")} tight ${s.where}.`,
  (s) => `If ${s.demo} only have time for one move ${s.where}, this is a good one to pick.`,
  (s) => `Keep it easy: for ${s.pain} ${s.where}, gentle beats intense.`,
];

const closings: Line[] = [
  (s) => `The whole sequence takes about ${s.minutes} minutes, but even one or two moves ${s.when} count.`,
  (s) =>
    `If any movement causes sharp or unusual pain, stop and skip it; for ${s.pain}, your ${s.area} should feel easier afterwards, not worse.`,
  (s) =>
    `Feel free to pick your favourite two or three for your ${s.area} and repeat them ${s.when} rather than doing the whole list at once.`,
  (s) =>
    `Once the moves feel familiar, the whole routine becomes something ${s.demo} can do almost on autopilot ${s.where}.`,
  (s) =>
    `Done ${s.when}, a sequence like this adds up to real movement over a week without taking over your time ${s.where}.`,
];

/** The matched moves as a numbered list, each linked to its location's page. */
export function routine(random: Random, s: Slots): string {
  const heading = say(random, headings, s);
  const [leadA, leadB] = sayMany(random, leads, s, 2);
  const spareFits = random.shuffle(fits);
  const items = s.moves.map((move, index) => {
    // The location's link once, on its first move: repeating its name on every move reads as stuffing.
    const link = s.moves[index - 1]?.slug === move.slug ? "" : ` (from [${move.location}](/movements/${move.slug}))`;
    const fit = random.next() < 0.4 ? spareFits.pop() : undefined;
    const before = s.mark();
    let extra = fit ? ` ${fit(s)}` : "";
    if (extra && !s.accepts(extra)) {
      s.restore(before);
      extra = "";
    }
    const head = `${index + 1}. **${move.name}**${link}: `;
    const cues = cuesFor(move.name, random);
    const cue = cues.find((text) => s.accepts(`${head}${text}`)) ?? cues[0];
    return `${head}${cue}${extra}`;
  });
  const closing = sayMany(random, closings, s, 2);
  return `## ${heading}\n\n${leadA ?? ""} ${leadB ?? ""}\n\n${items.join("\n")}\n\n${closing.join(" ")}`;
}
