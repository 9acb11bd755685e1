import { randomBeta } from "d3-random";
import type { TopicResult } from "../../analytics/page-analytics-repo";
import type { Topic } from "./types";

/**
 * Step 1 learns from what works (issue 35): candidate topics are grouped into arms (a pain point for an
 * audience: "neck pain for remote teams"), and each run picks an arm by Thompson sampling on its pages'
 * store clicks over their views. Pure: the counts come in, the random source is given.
 */
export interface ArmResult {
  /** Stable id of the arm ("neck-pain|remote-teams"). */
  key: string;
  /** How History words it ("neck pain for remote teams"). */
  label: string;
  /** Published pages of the arm, and their views and store clicks so far. */
  pages: number;
  views: number;
  clicks: number;
}

export interface ArmPick {
  key: string;
  /** True when the exploration floor chose the arm at random instead of the sampling. */
  explored: boolean;
  /** Each arm's sampled click rate, best first (only the drawn ones: all of them unless explored). */
  draws: { key: string; label: string; sample: number }[];
  /** One sentence for the step's record: what was picked and why. */
  reason: string;
}

export interface LearningOptions {
  /** Share of runs that pick an arm uniformly at random, whatever the counts say. */
  explorationFloor?: number;
  /**
   * Weight, in views, of the prior every arm starts from: the overall click rate of all pages. An arm
   * without pages is drawn around the site's average instead of around 50 %, so new arms get tried
   * without drowning the known good ones: with 70 arms (10 pain points x 7 audiences) and a weak prior
   * (50 views), the highest of the untried arms' draws beat an arm with a proven 8 % click rate most of the
   * time; at 300 views they stay near the average, and the simulation converges as fast (docs/decisions.md).
   */
  priorViews?: number;
}

export const DEFAULT_EXPLORATION_FLOOR = 0.1;
const DEFAULT_PRIOR_VIEWS = 300;

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** "3.1 % click rate on 4 pages" (or "no pages yet"). */
function record(arm: ArmResult): string {
  if (arm.pages === 0) return "no pages yet";
  const rate = arm.views > 0 ? arm.clicks / arm.views : 0;
  const pages = `${arm.pages} page${arm.pages === 1 ? "" : "s"}`;
  return arm.views > 0 ? `${percent(rate)} click rate on ${pages}` : `no views yet on ${pages}`;
}

/**
 * Picks the arm the next page is written for. With probability `explorationFloor` any arm, uniformly;
 * otherwise each arm's click rate is drawn from Beta(prior + clicks, prior + views - clicks) and the
 * highest draw wins. Undefined when there is no arm.
 */
export function pickArm(
  arms: readonly ArmResult[],
  random: () => number,
  options: LearningOptions = {},
): ArmPick | undefined {
  if (arms.length === 0) return undefined;
  const floor = options.explorationFloor ?? DEFAULT_EXPLORATION_FLOOR;
  if (random() < floor) {
    const arm = arms[Math.min(arms.length - 1, Math.floor(random() * arms.length))] as ArmResult;
    return {
      key: arm.key,
      explored: true,
      draws: [],
      reason: `${arm.label}: ${record(arm)}, picked to explore (${Math.round(floor * 100)} % of runs pick at random)`,
    };
  }
  const views = arms.reduce((sum, arm) => sum + arm.views, 0);
  const clicks = arms.reduce((sum, arm) => sum + arm.clicks, 0);
  // The site's average click rate, kept off 0 and 1 so both Beta parameters stay positive.
  const average = (clicks + 1) / (views + 2);
  const weight = options.priorViews ?? DEFAULT_PRIOR_VIEWS;
  const beta = randomBeta.source(random);
  const draws = arms
    .map((arm) => ({
      key: arm.key,
      label: arm.label,
      sample: beta(average * weight + arm.clicks, (1 - average) * weight + Math.max(0, arm.views - arm.clicks))(),
    }))
    .sort((a, b) => b.sample - a.sample);
  const [best, ...rest] = draws;
  if (!best) return undefined;
  const chosen = arms.find((arm) => arm.key === best.key) as ArmResult;
  const runnersUp = rest
    .slice(0, 2)
    .map((draw) => `${draw.sample.toFixed(3)} (${draw.label})`)
    .join(", ");
  return {
    key: best.key,
    explored: false,
    draws,
    reason: `${chosen.label}: ${record(chosen)}, picked by sampling ${best.sample.toFixed(3)}${runnersUp ? ` vs ${runnersUp}` : ""}`,
  };
}

/** Below this many page views in all, the counts say nothing yet: topics are spread across the matrix. */
export const MIN_VIEWS_TO_LEARN = 200;

/** The arm a topic belongs to: its pain point for its audience, by their labels (as landing pages store them). */
export const armOf = (topic: Topic) => `${topic.painPoint.label}|${topic.demographic.label}`;

/** The arms the free topics fall into, each with what its pages (free or not) earned so far. */
export function armsOf(freeTopics: readonly Topic[], counts: readonly TopicResult[]): ArmResult[] {
  const byArm = new Map(counts.map((c) => [`${c.painPoint}|${c.demographic}`, c]));
  const arms = new Map<string, ArmResult>();
  for (const topic of freeTopics) {
    const key = armOf(topic);
    if (arms.has(key)) continue;
    const seen = byArm.get(key);
    arms.set(key, {
      key,
      label: `${topic.painPoint.label} for ${topic.demographic.label}`,
      pages: seen?.pages ?? 0,
      views: seen?.views ?? 0,
      clicks: seen?.ctaClicks ?? 0,
    });
  }
  return [...arms.values()];
}
