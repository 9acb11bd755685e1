import { describe, expect, it } from "vitest";
import { simulateLearning } from "./topic-learning-simulation";

/**
 * 10 pain points, one with a true store-click rate of 24 %, the others 4 to 10 %; each run publishes a page of
 * 100 to 300 views that the next run sees; 300 runs (topic-learning-simulation.ts; `npm run eval:topic-learning`
 * prints the figures).
 */
describe("step 1 learning, simulated", () => {
  it.each(["topic-learning", "seed-2", "seed-3", "seed-4", "seed-5"])(
    "moves to the best pain point and explores in at most 20 %% of runs (seed %s)",
    (seed) => {
      const figures = simulateLearning({ seed });
      expect(figures.bestShareByWindow).toHaveLength(6);
      // It gets better at it: the best pain point takes most of the last 100 runs, more than at first.
      expect(figures.bestShareLast100).toBeGreaterThanOrEqual(0.6);
      const [first = 1, ...later] = figures.bestShareByWindow;
      expect(Math.min(...later.slice(1))).toBeGreaterThan(first);
      // Bounded exploration.
      expect(figures.exploringShare).toBeLessThanOrEqual(0.2);
      // Every pain point was tried.
      expect(new Set(figures.picks).size).toBe(10);
    },
  );

  it("when the untried pain points never run out, then exploring stays near its 15 % share and no higher", () => {
    // 100 pain points that convert alike: untried ones remain for all 300 runs.
    const figures = simulateLearning({ rates: Array.from({ length: 100 }, () => 0.08), seed: "many" });
    expect(figures.exploringShare).toBeGreaterThan(0.1);
    expect(figures.exploringShare).toBeLessThanOrEqual(0.2);
  });
});
