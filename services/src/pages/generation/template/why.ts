import type { Random } from "@movebreak/shared/seeded-random";
import { type Line, say } from "./pool";
import type { Slots } from "./slots";
import { cap } from "./text";

const headings: Line[] = [
  (s) => `Why ${s.pain} builds up ${s.where}`,
  (s) => `What causes ${s.pain} for ${s.demo}?`,
  (s) => `Where ${s.pain} comes from`,
  (s) => `Understanding ${s.pain} ${s.where}`,
  (s) => `Why your ${s.area} ${s.areaVerb("complains", "complain")} after a long day`,
  (s) => `How a long day turns into ${s.pain}`,
  (s) => `The everyday habits behind ${s.pain}`,
  (s) => `What your ${s.area} ${s.areaVerb("is", "are")} trying to tell you`,
];

const firstCause: Line[] = [
  (s) => `For many ${s.demo}, it starts with ${s.cause[0]}.`,
  (s) => `${cap(s.cause[0])} is one of the usual suspects, especially ${s.moment[0]}.`,
  (s) => `A common trigger is ${s.cause[0]}, something that happens almost without noticing ${s.where}.`,
  (s) => `Think about how often you catch yourself ${s.cause[0]} ${s.where}.`,
  (s) => `One of the biggest culprits for ${s.demo} is simply ${s.cause[0]}.`,
];

const secondCause: Line[] = [
  (s) => `Add ${s.cause[1]} and the muscles around your ${s.area} rarely get a break.`,
  (s) => `${cap(s.cause[1])} makes things harder, because it keeps the same tissues working hour after hour.`,
  (s) => `Then there is ${s.cause[1]}, which many ${s.demo} do without a second thought.`,
  (s) => `On top of that, ${s.cause[1]} adds a little more strain to the ${s.area} with every hour.`,
  (s) => `${cap(s.cause[1])} plays a part too, particularly on busy days ${s.where}.`,
];

const mechanisms: Line[] = [
  (s) =>
    `The muscles around your ${s.area} are made to move, and holding one position ${s.where} asks them to do quiet, static work for hours.`,
  (s) =>
    `When the ${s.area} ${s.areaVerb("stays", "stay")} still for long periods ${s.where}, the surrounding muscles tend to stiffen and tire.`,
  (s) =>
    `Your body adapts to the shapes you hold most, so a day spent in one posture ${s.where} tends to leave the ${s.area} feeling tight.`,
  (s) =>
    `Stillness, not effort, is usually the problem for ${s.demo}: the ${s.area} simply ${s.areaVerb("does", "do")} not get enough variety.`,
  (s) => `Stress adds to it, since many ${s.demo} brace the ${s.area} without noticing when work gets intense.`,
];

const feelings: Line[] = [
  (s) => `The result is often ${s.feel[1]}, and it tends to grow as the week goes on.`,
  (s) => `You might notice ${s.feel[1]}, especially ${s.moment[1]}.`,
  (s) =>
    `For some ${s.demo} it shows up as ${s.feel[1]}; for others it is more of a general ache around the ${s.area}.`,
  (s) => `Over time that can turn into ${s.feel[1]}, which is easy to ignore ${s.where} until it is not.`,
  (s) => `By the end of a long stretch ${s.where}, many people describe it as ${s.feel[1]}.`,
];

const reassurances: Line[] = [
  (s) =>
    `None of this means something is wrong with you as ${s.one}; it is simply what long stretches of stillness do to the ${s.area}.`,
  (s) =>
    `The encouraging part for ${s.demo} is that small, frequent breaks often feel better than one long workout at the end of the day.`,
  (s) =>
    `That is why many ${s.demo} find that a one-minute movement break every so often helps their ${s.area} feel easier by evening.`,
  (s) =>
    `Breaking up long periods of sitting ${s.where}, even briefly, gives the ${s.area} a change of shape and a chance to reset.`,
  (s) =>
    `The goal for ${s.demo} is not to make ${s.pain} vanish overnight, but to interrupt the habits that feed ${s.painVerb("it", "them")}.`,
];

/** Why it hurts: two causes, how stillness works on the body, how it feels, and a reassurance. */
export function why(random: Random, s: Slots): string {
  const heading = say(random, headings, s);
  const first = [say(random, firstCause, s), say(random, secondCause, s), say(random, mechanisms, s)];
  const second = [say(random, feelings, s), say(random, reassurances, s)];
  return `## ${heading}\n\n${first.join(" ")}\n\n${second.join(" ")}`;
}
