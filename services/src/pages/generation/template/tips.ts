import type { Random } from "@movebreak/shared/seeded-random";
import { type Line, say, sayMany } from "./pool";
import type { Slots } from "./slots";

const headings: Line[] = [
  (s) => `Tips for ${s.demo} ${s.where}`,
  (s) => `Small changes that help ${s.where}`,
  (s) => `Everyday habits for a happier ${s.area}`,
  (s) => `Practical tips for ${s.relief}`,
  (s) => `Making your day kinder to your ${s.area}`,
  (s) => `What else helps ${s.demo} with ${s.pain}`,
];

const leads: Line[] = [
  (s) => `Movement breaks work best alongside a few small changes to how you work ${s.where}.`,
  (s) => `A routine is only part of the picture, so here are some habits that many ${s.demo} find useful.`,
  (s) => `These ideas are small on purpose: easy to try ${s.where} and easy to keep when it comes to ${s.pain}.`,
  (s) => `Alongside the routine, a handful of everyday adjustments can take some of the load off your ${s.area}.`,
  (s) => `None of these tips takes long, and together they make it much easier for ${s.one} to keep moving.`,
];

const generalTips: Line[] = [
  (s) =>
    `Check in with your ${s.area} every hour or so ${s.where}: if it feels tight, take that as your cue for a one-minute move.`,
  (s) => `Change position often; for ${s.demo}, the best posture is usually the next one.`,
  (s) =>
    `Breathe out slowly whenever you notice tension ${s.where}, since long exhales help many people relax the ${s.area}.`,
  (s) => `Take a short walk whenever the work allows; for ${s.demo}, a few hundred extra steps add up over a week.`,
  (s) => `Notice what tends to bring on ${s.pain} ${s.where}, and plan a break just before that moment.`,
];

/** Tips: two for the place, two for the audience and one about the body, as a list. */
export function tips(random: Random, s: Slots): string {
  const heading = say(random, headings, s);
  const lead = say(random, leads, s);
  const bullets = random.shuffle([
    ...random.sample(s.contextTips, 2),
    ...random.sample(s.demographicTips, 2),
    ...sayMany(random, generalTips, s, 1),
  ]);
  return `## ${heading}\n\n${lead}\n\n${bullets.map((tip) => `- ${tip}`).join("\n")}`;
}
