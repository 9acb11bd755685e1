import type { Random } from "@movebreak/shared/seeded-random";
import { type Line, say, sayMany } from "./pool";
import type { Slots } from "./slots";
import { cap } from "./text";

const headings: Line[] = [
  (s) => `When to fit movement in ${s.where}`,
  (s) => `Finding the time as ${s.one}`,
  (s) => `The best moments for a break from ${s.pain}`,
  (s) => `Building breaks for your ${s.area} into the day`,
  (s) => `Small windows in a busy day for ${s.demo}`,
  (s) => `Timing your breaks ${s.where}`,
];

const firstMoment: Line[] = [
  (s) => `A natural moment for a one-minute break comes ${s.moment[0]}.`,
  (s) => `${cap(s.moment[0])}, stand up and give your ${s.area} a minute of movement.`,
  (s) => `Plenty of ${s.demo} already pause ${s.moment[0]}, so that is an easy place to start.`,
  (s) => `Try your first break ${s.moment[0]}, when your attention is shifting anyway.`,
];

const secondMoment: Line[] = [
  (s) => `Another good window is ${s.moment[1]}, when you are pausing anyway.`,
  (s) => `A second chance often comes ${s.moment[1]}, and it only needs a minute.`,
  (s) => `Add one more break ${s.moment[1]} and you already have a small habit.`,
  (s) => `Many people also like to move ${s.moment[1]}, before settling back into work.`,
];

const habits: Line[] = [
  (s) =>
    `Like many ${s.demo}, you may find it easier to attach movement to something that already happens than to rely on willpower.`,
  (s) => `Try it ${s.when} for a week and notice how your ${s.area} ${s.areaVerb("feels", "feel")} by the weekend.`,
  (s) => `Short and frequent beats long and rare: one minute every hour or so is a realistic target for ${s.demo}.`,
  (s) =>
    `If you work ${s.where}, set a gentle reminder rather than relying on memory, because focus has a way of swallowing the hours.`,
  (s) =>
    `A little movement ${s.when} is easier to keep up than a long session you have to plan around, especially for ${s.pain}.`,
];

/** When to move: the audience's natural pauses, the angle's second promise and a habit tip. */
export function moments(random: Random, s: Slots): string {
  const heading = say(random, headings, s);
  const lines = [
    say(random, firstMoment, s),
    say(random, secondMoment, s),
    s.promises[1],
    ...sayMany(random, habits, s, 2),
  ];
  return `## ${heading}\n\n${lines.join(" ")}`;
}
