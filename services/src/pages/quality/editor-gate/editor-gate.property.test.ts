import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { TopicMatrix } from "../../generation/types";
import { wordsIn } from "../text-measures";
import { densityCheck, nearTwinCheck } from "./editor-gate";
import { comparedSentences, lcsLength, nearestTwin, nearTwins, similarity, twinIndex } from "./near-twins";
import { findMentions, maskWords, phraseMatcher, phraseWords, TOPIC_TOKEN, topicNames } from "./phrases";
import { loadMatrix, phrasesOf, topicOf } from "./test-pages";
import { EDITOR_GATE } from "./thresholds";

let matrix: TopicMatrix;
beforeAll(async () => {
  matrix = await loadMatrix();
});

const WORDS = ["move", "gently", "the", "break", "calm", "your", "screen", "walk", "stretch", "a", "minute", "and"];
const sentence = fc.array(fc.constantFrom(...WORDS), { minLength: 6, maxLength: 14 }).map((w) => {
  const text = w.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
});
/** Words no topic phrase holds, so a frame never runs into the phrase put in it. */
const FRAME_WORDS = ["gently", "calm", "slowly", "quiet", "water", "breathe", "then", "again", "softly", "lightly"];
const prosePage = fc.array(sentence, { minLength: 1, maxLength: 12 }).map((s) => s.join(" "));

describe("near-twins (properties)", () => {
  it("the share is 0 against no other page", () => {
    fc.assert(
      fc.property(prosePage, (markdown) => {
        const matcher = phraseMatcher(phrasesOf(matrix));
        expect(nearTwins(markdown, [], matcher).share).toBe(0);
        expect(nearTwinCheck({ markdown, others: [] }, matcher).passed).toBe(true);
      }),
    );
  });

  it("a page compared with a copy of itself has every sentence twinned, and the share stays within 0..1", () => {
    fc.assert(
      fc.property(prosePage, prosePage, (a, b) => {
        const matcher = phraseMatcher(phrasesOf(matrix));
        const self = nearTwins(a, [{ slug: "copy", markdown: a }], matcher);
        expect(self.share).toBe(self.sentences > 0 ? 1 : 0);
        const other = nearTwins(a, [{ slug: "b", markdown: b }], matcher);
        expect(other.share).toBeGreaterThanOrEqual(0);
        expect(other.share).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("masking makes sentences that differ only in their topic phrases exact twins", () => {
    const phraseWordSet = new Set(phrasesOf(matrix).flatMap(wordsIn));
    expect(FRAME_WORDS.filter((w) => phraseWordSet.has(w))).toEqual([]);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...FRAME_WORDS), { minLength: 3, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (frame, i, j, at) => {
          const phrases = phrasesOf(matrix);
          const matcher = phraseMatcher(phrases);
          const insert = (phrase: string) => {
            const words = [...frame];
            words.splice(at % (frame.length + 1), 0, ...phraseWords(phrase));
            return { text: words.join(" "), masked: maskWords(words, matcher) };
          };
          const a = insert(phrases[i % phrases.length] as string);
          const b = insert(phrases[j % phrases.length] as string);
          expect(a.masked).toEqual(b.masked);
          expect(a.masked).toContain(TOPIC_TOKEN);
          const index = twinIndex([], matcher);
          index.sentences.push({ ...b, slug: "b", counts: new Map() });
          for (const word of new Set(b.masked))
            index.postings.set(word, [{ sentence: 0, count: b.masked.filter((w) => w === word).length }]);
          expect(nearestTwin(a, index)?.similarity).toBe(1);
        },
      ),
    );
  });

  it("the index finds exactly the twins a comparison of every pair finds", () => {
    fc.assert(
      fc.property(prosePage, fc.array(prosePage, { maxLength: 4 }), (mine, theirs) => {
        const matcher = phraseMatcher([]);
        const others = theirs.map((markdown, i) => ({ slug: `p${i}`, markdown }));
        const all = others.flatMap((o) => comparedSentences(o.markdown, matcher).map((s) => s.masked));
        const brute = comparedSentences(mine, matcher).filter((s) =>
          all.some((o) => similarity(s.masked, o) >= EDITOR_GATE.nearTwinSimilarity - 1e-12),
        ).length;
        expect(nearTwins(mine, others, matcher).twinned).toBe(brute);
      }),
    );
  });

  it("similarity is symmetric, within 0..1 and 1 only for the same words", () => {
    const words = fc.array(fc.constantFrom(...WORDS), { maxLength: 12 });
    fc.assert(
      fc.property(words, words, (a, b) => {
        expect(similarity(a, b)).toBe(similarity(b, a));
        expect(similarity(a, b)).toBeGreaterThanOrEqual(0);
        expect(similarity(a, b)).toBeLessThanOrEqual(1);
        expect(similarity(a, a)).toBe(1);
        expect(lcsLength(a, b) === a.length && a.length === b.length).toBe(similarity(a, b) === 1);
      }),
    );
  });
});

describe("density (properties)", () => {
  it("never counts a word twice: mentions do not overlap and cover at most every word", () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3, 4, 5, 6, 7, 8, 9), fc.array(fc.nat(), { maxLength: 60 }), (p, picks) => {
        const topic = topicOf(matrix, matrix.painPoints[p]?.id ?? "neck-pain", "commute", "developers");
        const names = topicNames(topic).painPoint;
        const vocabulary = [...new Set([...names.flatMap(wordsIn), ...WORDS])];
        const words = picks.map((n) => vocabulary[n % vocabulary.length] as string);
        const mentions = findMentions(words, phraseMatcher(names));
        for (let k = 1; k < mentions.length; k++)
          expect(mentions[k]?.start).toBeGreaterThanOrEqual(mentions[k - 1]?.end ?? 0);
        const covered = mentions.reduce((sum, m) => sum + m.end - m.start, 0);
        expect(covered).toBeLessThanOrEqual(words.length);
        const check = densityCheck(words.join(" "), topic);
        expect(check.figures.painPointMentions).toBe(mentions.length);
        expect(check.figures.painPointMentions).toBeLessThanOrEqual(check.figures.words ?? 0);
      }),
    );
  });

  it("a longer phrase is one mention, however many shorter names it holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (k) => {
        const topic = topicOf(matrix, "neck-pain", "commute", "developers");
        const text = Array.from({ length: k }, () => "neck pain from computer work").join(" and ");
        expect(densityCheck(text, topic).figures.painPointMentions).toBe(k);
      }),
    );
  });
});
