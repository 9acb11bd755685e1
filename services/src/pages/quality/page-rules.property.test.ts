import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  comparableSentences,
  DISCLAIMER,
  factIssues,
  keywordIssues,
  keywordShares,
  PAGE_RULES,
  STATISTICS,
  sharedSentenceIssues,
  usedUpSentences,
} from "./page-rules";
import { normaliseSentence } from "./text-measures";

const WORDS = ["move", "gently", "desk", "break", "calm", "water", "screen", "walk", "stretch", "minute"];
const filler = fc.array(fc.constantFrom(...WORDS), { minLength: 50, maxLength: 400 });
const targets = (primary: string) => ({
  primary,
  secondary: ["quiet corner routine"],
  painPoint: "neck pain",
  audience: "parents working from home",
  place: "at the office",
});

describe("page rules: keyword share", () => {
  it("when a phrase is repeated k times among filler words, then its share is k x its words / all words, and it is flagged exactly when over its limit", () => {
    fc.assert(
      fc.property(filler, fc.integer({ min: 0, max: 30 }), (words, k) => {
        const phrase = "parents working from home";
        const text = [...words, ...Array.from({ length: k }, () => `${phrase}.`)].join(" ");
        const total = words.length + k * 4;
        const share = keywordShares(text, targets("neck pain relief for developers")).find((s) => s.phrase === phrase);
        expect(share?.count).toBe(k);
        expect(share?.share).toBeCloseTo((k * 4) / total, 10);
        const flagged = keywordIssues(text, targets("neck pain relief for developers")).some((i) =>
          i.message.startsWith(`"${phrase}"`),
        );
        expect(flagged).toBe((k * 4) / total > PAGE_RULES.secondaryMaxShare + 1e-9);
      }),
    );
  });

  it("when the issue's stuffed page is checked (the audience 21 times in 1,355 words), then the message names the phrase, its share and how often it may be used", () => {
    const words = Array.from({ length: 1355 - 21 * 4 }, (_, i) => WORDS[i % WORDS.length]);
    const text = `${words.join(" ")} ${Array.from({ length: 21 }, () => "parents working from home").join(" ")}`;
    const [issue] = keywordIssues(text, targets("neck pain relief for developers"));
    expect(issue?.message).toMatch(
      /^"parents working from home" is 6\.2% of the words \(21 times in 1355 words\), at most 1\.5% allowed: use it at most 5 times/,
    );
  });
});

describe("page rules: sentences shared across pages", () => {
  const pool = [
    "Roll your shoulders back slowly five times before the next call.",
    "Stand up and walk to the window while the kettle boils today.",
    "Keep the screen at eye level so your neck can stay long and easy.",
    "Take a slow breath out and let your jaw soften for a moment now.",
    "Short.",
  ];
  it("when pages are made from a pool of sentences, then a sentence is used up exactly when it is on 2 or more of them, and a draft using it is flagged", () => {
    fc.assert(
      fc.property(fc.array(fc.subarray(pool), { minLength: 0, maxLength: 6 }), fc.subarray(pool), (pages, draft) => {
        const texts = pages.map((p) => [...p, DISCLAIMER].join(" "));
        const usedUp = new Set(usedUpSentences(texts));
        for (const sentence of pool) {
          const key = normaliseSentence(sentence);
          const on = pages.filter((p) => p.includes(sentence)).length;
          const long = key.split(" ").length >= PAGE_RULES.sharedSentenceMinWords;
          expect(usedUp.has(key)).toBe(long && on >= 2);
        }
        // The fixed disclaimer is on every page and never counts.
        for (const key of comparableSentences(DISCLAIMER)) expect(usedUp.has(key)).toBe(false);
        const flagged = sharedSentenceIssues(draft.join(" "), usedUp).length > 0;
        expect(flagged).toBe(draft.some((s) => usedUp.has(normaliseSentence(s))));
      }),
    );
  });
});

describe("page rules: statistics", () => {
  const source = STATISTICS[0]?.source ?? "";
  it("when the 9.5-hour figure appears with its source line, then it passes; without it, the source line is asked for", () => {
    const fact = "The average desk worker sits for about 9.5 hours a day.";
    expect(factIssues(`${fact}\n\n_${source}_`)).toEqual([]);
    expect(factIssues(fact)[0]?.message).toContain(source);
  });

  it("when a page states a figure that is not one of the site's claims, then it is an unsourced statistic", () => {
    for (const claim of [
      "Studies show that 73% of office workers have neck pain.",
      "Research finds 3 in 5 nurses skip breaks.",
    ])
      expect(factIssues(claim)[0]?.message).toMatch(/^Unsourced statistic/);
  });
});
