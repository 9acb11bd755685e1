import { randomBinomial, randomLcg } from "d3-random";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ArmResult, DEFAULT_EXPLORATION_FLOOR, pickArm } from "./topic-learning";

const arm = (key: string, pages: number, views: number, clicks: number): ArmResult => ({
  key,
  label: key.replace("|", " for "),
  pages,
  views,
  clicks,
});

/**
 * The automation over `runs` runs on arms whose true click rates are `rates`: each run picks an arm, its
 * new page gets `viewsPerPage` views and a binomial number of store clicks. Returns the arm of each run.
 */
function simulate(rates: readonly number[], runs: number, seed: number, viewsPerPage = 120): number[] {
  const random = randomLcg(seed);
  const binomial = randomBinomial.source(random);
  const arms = rates.map((_, i) => arm(`arm-${i}`, 0, 0, 0));
  const picks: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const pick = pickArm(arms, random);
    const index = arms.findIndex((a) => a.key === pick?.key);
    picks.push(index);
    const chosen = arms[index] as ArmResult;
    chosen.pages += 1;
    chosen.views += viewsPerPage;
    chosen.clicks += binomial(viewsPerPage, rates[index] as number)();
  }
  return picks;
}

/** The share of runs on `best` in each window of `size` runs. */
const shareOver = (picks: readonly number[], best: number, size: number) =>
  Array.from({ length: Math.ceil(picks.length / size) }, (_, w) => {
    const window = picks.slice(w * size, (w + 1) * size);
    return window.filter((p) => p === best).length / window.length;
  });

describe("step 1 learns which topics bring store clicks (issue 35)", () => {
  // 12 arms, true click rates from 1 % to 6 %; the best is the last, the next best 5.5 %.
  const rates = Array.from({ length: 12 }, (_, i) => 0.01 + (0.05 * i) / 11);
  const best = rates.length - 1;

  it("when the click rates differ, then it moves to the best arm over time and keeps exploring the others", () => {
    for (const seed of [1, 2, 3]) {
      const picks = simulate(rates, 500, seed);
      const shares = shareOver(picks, best, 100);
      // It gets better at it: by the last window the best arm takes most runs, far more than at first...
      expect(shares.at(-1)).toBeGreaterThan(0.7);
      expect(shares.at(-1) ?? 0).toBeGreaterThan((shares[0] ?? 1) + 0.2);
      // ...and the two best arms (6 % and 5.5 %) most of the rest.
      const lastWindow = picks.slice(-100);
      expect(lastWindow.filter((p) => p >= best - 1).length).toBeGreaterThan(70);
      // Still exploring: every arm was tried, and the last window still spends runs on the others.
      expect(new Set(picks).size).toBe(rates.length);
      expect(lastWindow.filter((p) => p !== best).length).toBeGreaterThanOrEqual(5);
    }
  });

  it("when every arm is as good, then no arm takes over", () => {
    const picks = simulate(
      rates.map(() => 0.03),
      500,
      7,
    );
    const counts = rates.map((_, i) => picks.filter((p) => p === i).length);
    expect(Math.max(...counts)).toBeLessThan(500 * 0.35);
  });

  it("records why: the arm's click rate and pages, the sampled value and the runners-up", () => {
    const arms = [arm("neck pain|remote teams", 4, 1000, 31), arm("back pain|nurses", 2, 500, 10)];
    // A source above the floor for the first draw, then the sampler's own numbers.
    const values = [0.99, ...Array.from({ length: 200 }, (_, i) => ((i * 0.618) % 1) + 0.0001)];
    let i = 0;
    const pick = pickArm(arms, () => values[i++ % values.length] as number);
    expect(pick?.explored).toBe(false);
    expect(pick?.reason).toMatch(
      /^(neck pain for remote teams: 3\.1 % click rate on 4 pages|back pain for nurses: 2\.0 % click rate on 2 pages), picked by sampling 0\.\d{3} vs 0\.\d{3} \((back pain for nurses|neck pain for remote teams)\)$/,
    );
  });

  it("when the floor's draw comes up, then it explores and says so", () => {
    const pick = pickArm([arm("neck pain|developers", 0, 0, 0)], () => 0);
    expect(pick).toMatchObject({ key: "neck pain|developers", explored: true });
    expect(pick?.reason).toBe(
      `neck pain for developers: no pages yet, picked to explore (${DEFAULT_EXPLORATION_FLOOR * 100} % of runs pick at random)`,
    );
  });

  it("always picks one of the arms given, whatever the counts and the random source", () => {
    const arms = fc.array(
      fc
        .record({ views: fc.nat(100_000), pages: fc.nat(50) })
        .chain(({ views, pages }) =>
          fc.record({ views: fc.constant(views), pages: fc.constant(pages), clicks: fc.nat(views) }),
        ),
      { minLength: 1, maxLength: 20 },
    );
    fc.assert(
      fc.property(arms, fc.integer(), (list, seed) => {
        const named = list.map((a, i) => arm(`a${i}|b`, a.pages, a.views, a.clicks));
        const pick = pickArm(named, randomLcg(seed));
        expect(named.some((a) => a.key === pick?.key)).toBe(true);
        expect(pick?.reason).toMatch(/^a\d+ for b: /);
      }),
    );
    expect(pickArm([], Math.random)).toBeUndefined();
  });
});
