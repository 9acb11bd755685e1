import { seededRandom } from "@movebreak/shared/seeded-random";
import { randomBinomial } from "d3-random";
import { type ArmResult, type LearningOptions, pickArm } from "./topic-learning";

export interface SimulationSetup {
  /** True store-click rate of each arm (pain point); the best is the highest. */
  rates: readonly number[];
  runs: number;
  seed: string;
  /** Runs per window of `bestShareByWindow`. */
  window: number;
  /** A run's page gets a uniform whole number of views in [minViews, maxViews]. */
  minViews: number;
  maxViews: number;
  options?: LearningOptions;
}

export interface SimulationFigures {
  /** Share of runs on the best arm in each window of `window` runs. */
  bestShareByWindow: number[];
  /** Share of all runs that took the exploration branch. */
  exploringShare: number;
  /** Share of the last 100 runs (or all, when fewer) on the best arm. */
  bestShareLast100: number;
  /** Arm index of each run, and whether it explored. */
  picks: number[];
  explored: boolean[];
}

/** 10 pain points: one converts at 24 %, the others at 4 to 10 %. */
export const SIMULATION_DEFAULTS: SimulationSetup = {
  rates: [0.06, 0.04, 0.08, 0.24, 0.05, 0.1, 0.07, 0.04, 0.09, 0.06],
  runs: 300,
  seed: "topic-learning",
  window: 50,
  minViews: 100,
  maxViews: 300,
};

/**
 * Step 1's learning over `runs` runs on arms whose true click rates are `rates`: every run picks an arm with
 * `pickArm`, and its new page is published at once with its views and a binomial number of store clicks, so the
 * next run sees it. Arms never run out of topics. Deterministic for a seed.
 */
export function simulateLearning(setup: Partial<SimulationSetup> = {}): SimulationFigures {
  const { rates, runs, seed, window, minViews, maxViews, options } = { ...SIMULATION_DEFAULTS, ...setup };
  const random = seededRandom(seed);
  const binomial = randomBinomial.source(random.next);
  const arms: ArmResult[] = rates.map((_, i) => ({
    key: `arm-${i}`,
    label: `arm ${i}`,
    pages: 0,
    views: 0,
    clicks: 0,
    freeTopics: 1,
  }));
  const best = rates.indexOf(Math.max(...rates));
  const picks: number[] = [];
  const explored: boolean[] = [];
  for (let run = 0; run < runs; run += 1) {
    const pick = pickArm(arms, random.next, options);
    const index = arms.findIndex((arm) => arm.key === pick?.key);
    const arm = arms[index] as ArmResult;
    picks.push(index);
    explored.push(pick?.explored ?? false);
    const views = random.int(minViews, maxViews);
    arm.pages += 1;
    arm.views += views;
    arm.clicks += binomial(views, rates[index] as number)();
  }
  const shareOnBest = (list: readonly number[]) =>
    list.length === 0 ? 0 : list.filter((p) => p === best).length / list.length;
  return {
    bestShareByWindow: Array.from({ length: Math.ceil(runs / window) }, (_, w) =>
      shareOnBest(picks.slice(w * window, (w + 1) * window)),
    ),
    exploringShare: explored.filter(Boolean).length / Math.max(1, runs),
    bestShareLast100: shareOnBest(picks.slice(-100)),
    picks,
    explored,
  };
}
