import { randomBeta } from "d3-random";
import type { TopicResult } from "../../analytics/page-analytics-repo";
import type { Topic } from "./types";

/**
 * Step 1 learns from what works: the free topics are grouped into arms, one per pain point ("shoulder pain"), and
 * each run picks an arm by its published pages' store clicks over their views; the existing spread rule then picks
 * the free topic inside it. Pure: the counts come in, the random source is given (the run's seeded generator).
 *
 * The rule, in two branches:
 * - explore: when some arms with free topics have fewer than `evidenceViews` views (untried or thinly seen) and
 *   others have more, a run explores with probability `exploreShare` (15 %): Thompson sampling among the thin arms
 *   only. No other branch sets `explored`, so at most 15 % of runs explore whatever the counts (the bound the
 *   property test checks), and once a proven arm exists, thin arms get no other runs.
 * - exploit: Thompson sampling among the proven arms (all arms while none is proven): each arm's click rate is
 *   drawn from Beta(prior + clicks, prior + views - clicks) and the highest draw wins. The prior is centred on the
 *   site-wide click rate and weighs `priorViews` (20) views, so a few hundred views of evidence outweigh it: an arm
 *   with 24 % store clicks on 300 views beats one at 8 % in practically every draw.
 */
export interface ArmResult {
  /** The pain point's id ("shoulder-pain"): `armOf` of its topics. */
  key: string;
  /** The pain point's label, as the reason names it ("shoulder pain"). */
  label: string;
  /** Published pages of the pain point, and their views and store clicks so far. */
  pages: number;
  views: number;
  clicks: number;
  /** Free topics left in the arm. An arm with none still counts (site-wide rate, best so far) but is never picked. */
  freeTopics: number;
}

export interface ArmPick {
  key: string;
  /** True when the run took the exploration branch (an arm with under `evidenceViews` views, on purpose). */
  explored: boolean;
  /** Words for the operator: the chosen arm's figures, the best arm's, and whether the run explores or exploits. */
  reason: string;
}

export interface LearningOptions {
  /** Share of runs that explore when untried or thinly seen arms exist beside proven ones (default 0.15). */
  exploreShare?: number;
  /** Weight, in views, of the prior centred on the site-wide click rate (default 20). */
  priorViews?: number;
  /** Views from which an arm's evidence counts as proven (default 100); below, it is explored. */
  evidenceViews?: number;
}

export const EXPLORE_SHARE = 0.15;
export const PRIOR_VIEWS = 20;
export const EVIDENCE_VIEWS = 100;

const whole = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, word: string) => `${whole(n)} ${word}${n === 1 ? "" : "s"}`;
const rateOf = (arm: ArmResult) => (arm.views > 0 ? arm.clicks / arm.views : 0);

/** "24 % store clicks on 2 pages (310 views)", "no views yet on 1 page" or "no pages yet". */
function figures(arm: Pick<ArmResult, "pages" | "views" | "clicks">): string {
  if (arm.pages === 0) return "no pages yet";
  if (arm.views === 0) return `no views yet on ${plural(arm.pages, "page")}`;
  const percent = Math.round((100 * arm.clicks) / arm.views);
  return `${percent} % store clicks on ${plural(arm.pages, "page")} (${plural(arm.views, "view")})`;
}

/** The proven arm (free topics or not) with the highest observed click rate, the more viewed on a tie. */
function bestSoFar(arms: readonly ArmResult[], evidenceViews: number): ArmResult | undefined {
  let best: ArmResult | undefined;
  for (const arm of arms) {
    if (arm.views < evidenceViews) continue;
    if (!best || rateOf(arm) > rateOf(best) || (rateOf(arm) === rateOf(best) && arm.views > best.views)) best = arm;
  }
  return best;
}

/**
 * Picks the arm the next page is written for (see ArmResult's comment for the rule), with the reason History
 * shows. Undefined when no arm has a free topic.
 */
export function pickArm(
  arms: readonly ArmResult[],
  random: () => number,
  options: LearningOptions = {},
): ArmPick | undefined {
  const share = options.exploreShare ?? EXPLORE_SHARE;
  const evidenceViews = options.evidenceViews ?? EVIDENCE_VIEWS;
  const open = arms.filter((arm) => arm.freeTopics > 0);
  if (open.length === 0) return undefined;
  const proven = open.filter((arm) => arm.views >= evidenceViews);
  const thin = open.filter((arm) => arm.views < evidenceViews);
  const explored = proven.length > 0 && thin.length > 0 && random() < share;
  const pool = explored ? thin : proven.length > 0 ? proven : open;

  // The prior: the site-wide click rate (kept off 0 and 1 so both Beta parameters stay positive), worth a few views.
  const views = arms.reduce((sum, arm) => sum + arm.views, 0);
  const clicks = arms.reduce((sum, arm) => sum + Math.min(arm.clicks, arm.views), 0);
  const siteRate = (clicks + 1) / (views + 2);
  const weight = options.priorViews ?? PRIOR_VIEWS;
  const beta = randomBeta.source(random);
  let chosen = pool[0] as ArmResult;
  let top = -1;
  for (const arm of pool) {
    const hits = Math.min(arm.clicks, arm.views);
    const draw = beta(siteRate * weight + hits, (1 - siteRate) * weight + arm.views - hits)();
    if (draw > top) [chosen, top] = [arm, draw];
  }

  const best = bestSoFar(arms, evidenceViews);
  const bestLine = best
    ? `. Best so far: ${best.label}, ${figures(best)}${best.freeTopics === 0 ? ", all its topics written" : ""}`
    : "";
  const head = `${chosen.label}: ${figures(chosen)}`;
  let reason: string;
  if (explored) {
    const tries = chosen.views === 0 ? "untried topics" : `topics with under ${plural(evidenceViews, "view")}`;
    reason = `${head}; exploring (${Math.round(share * 100)} % of runs try ${tries})${bestLine}`;
  } else if (best && chosen.key === best.key) {
    reason = `${head}, the best so far; exploiting`;
  } else if (proven.length > 0) {
    reason = `${head}; exploiting (its sampled rate came out on top this run)${bestLine}`;
  } else {
    const why = best
      ? `the topics left all have under ${plural(evidenceViews, "view")}`
      : `no topic has ${plural(evidenceViews, "view")} yet`;
    reason = `${head}; exploiting what little is known (${why})${bestLine}`;
  }
  return { key: chosen.key, explored, reason };
}

/** Below this many page views in all, the counts say nothing yet: topics are spread across the matrix. */
export const MIN_VIEWS_TO_LEARN = 200;

/** The arm a topic belongs to: its pain point's id. */
export const armOf = (topic: Topic) => topic.painPoint.id;

/**
 * One arm per pain point of `topics`: its free topics (slug not in `takenSlugs`), and what all its published pages
 * earned (`results`, which name the pain point by its label, as landing pages store it). Results of a pain point
 * no topic has any more are left out.
 */
export function armsOf(
  topics: readonly Topic[],
  takenSlugs: ReadonlySet<string>,
  results: readonly TopicResult[],
): ArmResult[] {
  const arms = new Map<string, ArmResult>();
  const byLabel = new Map<string, ArmResult>();
  for (const topic of topics) {
    const key = armOf(topic);
    let arm = arms.get(key);
    if (!arm) {
      arm = { key, label: topic.painPoint.label, pages: 0, views: 0, clicks: 0, freeTopics: 0 };
      arms.set(key, arm);
      byLabel.set(topic.painPoint.label, arm);
    }
    if (!takenSlugs.has(topic.slug)) arm.freeTopics += 1;
  }
  for (const result of results) {
    const arm = byLabel.get(result.painPoint);
    if (!arm) continue;
    arm.pages += result.pages;
    arm.views += result.views;
    arm.clicks += result.ctaClicks;
  }
  return [...arms.values()];
}
