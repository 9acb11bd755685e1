import type { Random } from "@movebreak/shared/seeded-random";
import { STATISTICS } from "../../quality/page-rules";
import { type Line, say } from "./pool";
import type { Slots } from "./slots";
import { cap } from "./text";

const openers: Line[] = [
  (s) =>
    `If you are one of the many ${s.demo} who spend long hours ${s.where}, ${s.pain} can creep in long before the day is over.`,
  (s) =>
    `${cap(s.pain)} ${s.painVerb("is", "are")} one of the most common complaints among ${s.demo}, and long hours ${s.where} rarely make things easier.`,
  (s) =>
    `Ask a group of ${s.demo} how their ${s.area} ${s.areaVerb("feels", "feel")} by Friday and you will hear a lot about ${s.pain}.`,
  (s) => `Most ${s.demo} know the feeling: ${s.feel[0]}, usually after a few hours ${s.where}.`,
  (s) =>
    `${cap(s.feel[0])}, a quick stretch, and straight back to work: for plenty of ${s.demo}, that is what ${s.pain} looks like ${s.where}.`,
  (s) =>
    `When you work ${s.where}, it is easy to forget about your ${s.area} until ${s.pain} ${s.painVerb("sends", "send")} a reminder.`,
  (s) => `Being ${s.one} often means long stretches ${s.where}, and your ${s.area} can end up paying the price.`,
  (s) =>
    `${cap(s.pain)} rarely ${s.painVerb("arrives", "arrive")} all at once for ${s.demo}; it builds quietly, one long session ${s.where} after another.`,
  (s) =>
    `There is a reason so many ${s.demo} look for ${s.relief}: long hours ${s.where} give the ${s.area} very little variety.`,
  (s) =>
    `You do not need a gym membership to look after your ${s.area}, even as ${s.one} with a packed schedule ${s.where}.`,
  (s) => `Some days ${s.where} end with ${s.feel[0]}, and for many ${s.demo} those days are most days.`,
];

const facts: Line[] = [
  (s) => `On average, adults with desk-based work sit for around 9.5 hours a day, and ${s.demo} are no exception.`,
  (s) =>
    `With an average of 9.5 hours of sitting a day, it is no surprise that ${s.pain} ${s.painVerb("is", "are")} so common ${s.where}.`,
  (s) =>
    `The average desk worker sits for about 9.5 hours a day, and for much of that time the ${s.area} barely ${s.areaVerb("moves", "move")}.`,
  (s) => `Sitting for an average of 9.5 hours a day adds up, and ${s.demo} often feel it first in the ${s.area}.`,
  (s) =>
    `Nine and a half hours is roughly how long the average desk worker spends sitting each day, and your ${s.area} ${s.areaVerb("notices", "notice")} every one of them.`,
];

const purposes: Line[] = [
  (s) =>
    `This guide brings together a short routine for ${s.pain}, practical tips for ${s.demo} and honest answers to the questions people ask most.`,
  (s) => `Below you will find a simple routine ${s.angle}, chosen with ${s.demo} ${s.where} in mind.`,
  (s) =>
    `The moves on this page are short, gentle and easy to fit into a day ${s.where}, with a focus on the ${s.area}.`,
  (s) => `Here is a practical plan for ${s.relief}, built around the real rhythm of a day as ${s.one}.`,
  (s) =>
    `What follows is a short routine ${s.angle}, a few habits worth trying ${s.where}, and answers about what movement can and cannot do for ${s.pain}.`,
  (s) =>
    `Read on for a routine that takes only a few minutes, plus ideas that make it easier for ${s.demo} to remember to move.`,
  (s) =>
    `This page is for ${s.demo} who want a realistic way to move more, not a perfect plan for their ${s.area} that never gets followed.`,
];

/**
 * The opening paragraph or two: a hook, the 9.5-hour fact, what the page offers and the angle's
 * promise, then the fact's source line (page-rules STATISTICS).
 */
export function intro(random: Random, s: Slots): string {
  const opener = say(random, openers, s);
  const fact = say(random, facts, s);
  const purpose = say(random, purposes, s);
  const promise = s.promises[0];
  const source = STATISTICS.find((f) => f.pattern.test(fact))?.source;
  const note = source ? `\n\n_${source}_` : "";
  if (random.next() < 0.5) return `${opener} ${fact} ${purpose} ${promise}${note}`;
  return `${opener} ${fact}\n\n${purpose} ${promise}${note}`;
}
