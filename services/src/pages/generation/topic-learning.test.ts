import { seededRandom } from "@movebreak/shared/seeded-random";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ArmResult, armOf, armsOf, EVIDENCE_VIEWS, EXPLORE_SHARE, pickArm } from "./topic-learning";
import type { Topic } from "./types";

const arm = (label: string, pages: number, views: number, clicks: number, freeTopics = 5): ArmResult => ({
  key: label.replaceAll(" ", "-"),
  label,
  pages,
  views,
  clicks,
  freeTopics,
});

/** A source whose first number is `first`, then a seeded sequence: forces the explore branch (0) or not (0.99). */
const startingWith = (first: number, seed = "s") => {
  const rest = seededRandom(seed);
  let used = false;
  return () => {
    if (used) return rest.next();
    used = true;
    return first;
  };
};

const shoulder = arm("shoulder pain", 2, 310, 74); // 23.9 %
const neck = arm("neck pain", 3, 1020, 82); // 8.0 %
const BEST = "Best so far: shoulder pain, 24 % store clicks on 2 pages (310 views)";

describe("the reason step 1 records", () => {
  it("when it exploits the best pain point, then it names its rate, pages and views", () => {
    const pick = pickArm([neck, shoulder, arm("eye strain", 0, 0, 0)], startingWith(0.99));
    expect(pick).toEqual({
      key: "shoulder-pain",
      explored: false,
      reason: "shoulder pain: 24 % store clicks on 2 pages (310 views), the best so far; exploiting",
    });
  });

  it("when it explores an untried pain point, then it says so, the share of such runs, and the best so far", () => {
    const pick = pickArm([neck, shoulder, arm("eye strain", 0, 0, 0)], startingWith(0));
    expect(pick).toEqual({
      key: "eye-strain",
      explored: true,
      reason: `eye strain: no pages yet; exploring (15 % of runs try untried topics). ${BEST}`,
    });
  });

  it("when it explores a thinly seen pain point, then it gives its figures in the singular and the threshold", () => {
    const pick = pickArm([shoulder, arm("wrist pain", 1, 1, 0)], startingWith(0));
    expect(pick?.reason).toBe(
      `wrist pain: 0 % store clicks on 1 page (1 view); exploring (15 % of runs try topics with under 100 views). ${BEST}`,
    );
    const unseen = pickArm([shoulder, arm("wrist pain", 2, 0, 0)], startingWith(0));
    expect(unseen?.reason).toBe(
      `wrist pain: no views yet on 2 pages; exploring (15 % of runs try untried topics). ${BEST}`,
    );
  });

  it("when sampling favours another proven pain point, then it says it exploits it and names the best one", () => {
    const close = arm("neck pain", 1, 100, 20); // 20 % on 100 views: sometimes drawn above the best
    const picks = Array.from({ length: 100 }, (_, i) => pickArm([shoulder, close], seededRandom(`run-${i}`).next));
    const other = picks.find((pick) => pick?.key === "neck-pain");
    expect(other?.reason).toBe(
      `neck pain: 20 % store clicks on 1 page (100 views); exploiting (its sampled rate came out on top this run). ${BEST}`,
    );
    expect(picks.every((pick) => pick?.explored === false)).toBe(true);
  });

  it("writes thousands with separators", () => {
    const big = arm("back pain", 12, 12_345, 2_469);
    expect(pickArm([big], Math.random)?.reason).toBe(
      "back pain: 20 % store clicks on 12 pages (12,345 views), the best so far; exploiting",
    );
  });

  it("when no pain point has enough views yet, then it samples them all and says there is no best yet", () => {
    const pick = pickArm([arm("eye strain", 0, 0, 0)], Math.random);
    expect(pick).toEqual({
      key: "eye-strain",
      explored: false,
      reason: "eye strain: no pages yet; exploiting what little is known (no topic has 100 views yet)",
    });
  });

  it("when the best pain point has no free topic left, then it is never picked but still named", () => {
    const done = { ...shoulder, freeTopics: 0 };
    const pick = pickArm([done, neck], startingWith(0.99));
    expect(pick?.reason).toBe(
      `neck pain: 8 % store clicks on 3 pages (1,020 views); exploiting (its sampled rate came out on top this run). ${BEST}, all its topics written`,
    );
    const thinLeft = pickArm([done, arm("eye strain", 0, 0, 0)], Math.random);
    expect(thinLeft?.reason).toBe(
      `eye strain: no pages yet; exploiting what little is known (the topics left all have under 100 views). ${BEST}, all its topics written`,
    );
    expect(pickArm([done], Math.random)).toBeUndefined();
    expect(pickArm([], Math.random)).toBeUndefined();
  });
});

describe("what step 1 picks", () => {
  const runs = (arms: ArmResult[], count: number) =>
    Array.from({ length: count }, (_, i) => pickArm(arms, seededRandom(`learn:run-${i}`).next));

  it("when a pain point has 24 % store clicks on 300 views, then it beats untried ones in most runs", () => {
    const proven = arm("shoulder pain", 2, 300, 72);
    const untried = ["eye strain", "neck pain", "wrist pain", "back pain", "hip pain"].map((l) => arm(l, 0, 0, 0));
    const picks = runs([proven, ...untried], 1000);
    const share = picks.filter((pick) => pick?.key === proven.key).length / picks.length;
    expect(share).toBeGreaterThan(0.8);
  });

  it("when two pain points are proven, then the clearly better one takes almost every exploiting run", () => {
    const picks = runs([arm("shoulder pain", 2, 300, 72), arm("neck pain", 2, 300, 24)], 1000);
    expect(picks.filter((pick) => pick?.key === "shoulder-pain").length).toBeGreaterThan(980);
  });

  it("explores only through the exploration draw: at most 15 % of runs, whatever the evidence", () => {
    const evidence = fc.array(
      fc.record({ pages: fc.nat(20), views: fc.nat(5_000), rate: fc.double({ min: 0, max: 1, noNaN: true }) }),
      { minLength: 1, maxLength: 12 },
    );
    fc.assert(
      fc.property(evidence, fc.string({ maxLength: 8 }), (list, seed) => {
        const arms = list.map((a, i) => arm(`pain ${i}`, a.pages, a.views, Math.round(a.rate * a.views)));
        const picks = 1_000;
        let explored = 0;
        let thin = 0;
        for (let i = 0; i < picks; i += 1) {
          const pick = pickArm(arms, seededRandom(`${seed}:${i}`).next);
          if (pick?.explored) explored += 1;
          if ((arms.find((a) => a.key === pick?.key)?.views ?? 0) < EVIDENCE_VIEWS) thin += 1;
        }
        // 15 % expected; 20 % is over 5 standard deviations of 1,000 draws away.
        expect(explored / picks).toBeLessThanOrEqual(0.2);
        // Once a pain point has enough views, untried and thin ones get only the exploring runs.
        if (arms.some((a) => a.views >= EVIDENCE_VIEWS)) expect(thin / picks).toBeLessThanOrEqual(0.2);
      }),
      { numRuns: 40 },
    );
  });

  it("explores exactly when the exploration draw is under the share, and only beside a proven pain point", () => {
    const arms = [shoulder, arm("eye strain", 0, 0, 0)];
    expect(pickArm(arms, startingWith(EXPLORE_SHARE - 0.001))?.explored).toBe(true);
    expect(pickArm(arms, startingWith(EXPLORE_SHARE))?.explored).toBe(false);
    expect(pickArm([shoulder, neck], startingWith(0))?.explored).toBe(false);
    expect(pickArm([arm("eye strain", 0, 0, 0), arm("neck pain", 1, 50, 5)], startingWith(0))?.explored).toBe(false);
  });

  it("always picks a pain point with a free topic, whatever the counts and the random source", () => {
    const evidence = fc.array(
      fc
        .record({ views: fc.nat(100_000), pages: fc.nat(50), freeTopics: fc.nat(3) })
        .chain((a) => fc.nat(a.views).map((clicks) => ({ ...a, clicks }))),
      { minLength: 1, maxLength: 20 },
    );
    fc.assert(
      fc.property(evidence, fc.string(), (list, seed) => {
        const arms = list.map((a, i) => arm(`pain ${i}`, a.pages, a.views, a.clicks, a.freeTopics));
        const pick = pickArm(arms, seededRandom(seed).next);
        if (arms.every((a) => a.freeTopics === 0)) {
          expect(pick).toBeUndefined();
          return;
        }
        const chosen = arms.find((a) => a.key === pick?.key);
        expect(chosen?.freeTopics).toBeGreaterThan(0);
        expect(pick?.reason).toMatch(/^pain \d+: .*(exploring|exploiting)/);
      }),
    );
  });
});

describe("the arms of the topics", () => {
  const topic = (id: string, label: string, slug: string) => ({ painPoint: { id, label }, slug }) as unknown as Topic;
  const topics = [
    topic("neck-pain", "neck pain", "neck-pain-office"),
    topic("neck-pain", "neck pain", "neck-pain-home"),
    topic("neck-pain", "neck pain", "neck-pain"),
    topic("eye-strain", "eye strain", "eye-strain-office"),
  ];

  it("is the pain point: its id is the key, every published page of it is its evidence, its free topics its candidates", () => {
    expect(armOf(topics[0] as Topic)).toBe("neck-pain");
    const results = [
      { painPoint: "neck pain", demographic: "developers", pages: 2, views: 300, ctaClicks: 30 },
      { painPoint: "neck pain", demographic: "nurses", pages: 1, views: 100, ctaClicks: 4 },
      { painPoint: "a retired pain point", demographic: "nurses", pages: 9, views: 900, ctaClicks: 90 },
    ];
    expect(armsOf(topics, new Set(["neck-pain-office"]), results)).toEqual([
      { key: "neck-pain", label: "neck pain", pages: 3, views: 400, clicks: 34, freeTopics: 2 },
      { key: "eye-strain", label: "eye strain", pages: 0, views: 0, clicks: 0, freeTopics: 1 },
    ]);
  });
});
