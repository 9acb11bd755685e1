import type { Random } from "@movebreak/shared/seeded-random";
import { DISCLAIMER } from "../../quality/page-rules";
import { type Line, say, sayMany } from "./pool";
import type { Slots } from "./slots";

const headings: Line[] = [
  (s) => `Make breaks for your ${s.area} a habit with ${s.brand}`,
  (s) => `Let ${s.brand} remind you to move ${s.where}`,
  (s) => `A helping hand for ${s.demo}`,
  (s) => `Keep your ${s.area} moving with ${s.brand}`,
  (s) => `Turn this ${s.pain} routine into a habit`,
  (s) => `Take the routine with you ${s.where}`,
];

const appLines: Line[] = [
  (s) => `The hardest part of any routine is remembering it, and that is where ${s.brand} comes in for ${s.demo}.`,
  (s) =>
    `${s.brand} offers ${s.demo} 1-minute movement breaks from a library of over 2,000 movements, including plenty for the ${s.area}.`,
  (s) =>
    `With Active Pass, the apps you choose lock when you have been sitting too long and unlock after a short move, a playful nudge that suits life ${s.where}.`,
  (s) =>
    `Everyday movement earns Watts, the app's activity score, so every break ${s.demo} take ${s.where} counts toward their daily goal.`,
  (s) => `Streaks, daily goals and a healthy work timer help ${s.demo} keep going once the first few breaks feel easy.`,
  (s) =>
    `Smart inactivity detection notices when you have been still for a while and suggests a quick move for your ${s.area}, wherever the day takes ${s.demo}.`,
];

const trialLines: Line[] = [
  (s) => `Try it free for 7 days and see how a few minutes of movement for your ${s.area} fits in ${s.where}.`,
  (s) =>
    `**Try for Free**: the 7-day free trial opens the full library, so ${s.demo} can find the moves their ${s.area} ${s.areaVerb("likes", "like")} best.`,
  (s) => `Start your 7-day free trial today and take your first 1-minute break ${s.when}.`,
  (s) =>
    `The first 7 days are free, so there is nothing to lose by giving your ${s.area} a little more movement ${s.where}.`,
];

/** The closing call to action for the app, with the 7-day free trial, and the fixed disclaimer. */
export function cta(random: Random, s: Slots): string {
  const heading = say(random, headings, s);
  const body = [...sayMany(random, appLines, s, 2), say(random, trialLines, s)];
  return `## ${heading}\n\n${body.join(" ")}\n\n_${DISCLAIMER}_`;
}
