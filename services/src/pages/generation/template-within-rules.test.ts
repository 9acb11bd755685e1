import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  factIssues,
  keywordIssues,
  keywordTargetsOf,
  PAGE_RULES,
  sentencePageCounts,
  usedUpSentences,
} from "../quality/page-rules";
import { wordCount } from "../quality/text-measures";
import { coherenceIssues } from "../quality/topic-rules";
import { allTopics } from "./select-topic";
import { renderTemplatePage } from "./template-generator";
import { generatorInput, loadFixtures, SITE_URL, successiveTopics } from "./test-fixtures";
import { writeMetadata } from "./write-metadata";

describe("the template generator writes within the page rules", () => {
  it("when given any topic of the matrix, then its page keeps the keyword limits, states only sourced figures and names one topic throughout", async () => {
    const fixtures = await loadFixtures();
    const topics = allTopics(fixtures.matrix);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: topics.length - 1 }), (index) => {
        const topic = topics[index];
        if (!topic) throw new Error("no topic");
        const input = generatorInput(topic, fixtures);
        const markdown = renderTemplatePage(input);
        expect(wordCount(markdown)).toBeGreaterThanOrEqual(PAGE_RULES.minWords);
        expect(keywordIssues(markdown, keywordTargetsOf(topic, input.keywords))).toEqual([]);
        expect(factIssues(markdown)).toEqual([]);
        const metadata = writeMetadata(topic, input.keywords, markdown, SITE_URL);
        expect(coherenceIssues(topic, fixtures.matrix, { slug: topic.slug, ...metadata, markdown })).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it("when 40 pages are written one after the other, each told the sentences already on two pages, then no sentence of 8+ words is on more than 2", async () => {
    const fixtures = await loadFixtures();
    const pages: string[] = [];
    for (const topic of successiveTopics(fixtures.matrix, 40)) {
      const avoidSentences = new Set(usedUpSentences(pages));
      pages.push(renderTemplatePage({ ...generatorInput(topic, fixtures), avoidSentences }));
    }
    const counts = [...sentencePageCounts(pages).values()];
    expect(Math.max(...counts)).toBeLessThanOrEqual(PAGE_RULES.maxOtherPagesPerSentence + 1);
  });
});
