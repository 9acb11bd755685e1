import { LandingPageFormSchema } from "@movebreak/shared/contracts/landing-pages";
import { beforeAll, describe, expect, it } from "vitest";
import { DUPLICATION_THRESHOLD, maxOverlap, sentenceOverlap } from "./sentence-overlap";
import { TEMPLATE_MODEL_VERSION, templateGenerator } from "./template-generator";
import { generatorInput, loadFixtures, successiveTopics } from "./test-fixtures";
import { topicFormFields } from "./topic-fields";
import type { Topic } from "./types";
import { writeMetadata } from "./write-metadata";

const PAGES = 50;
const words = (markdown: string) => markdown.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;

describe("templateGenerator (step 4)", () => {
  let fixtures: Awaited<ReturnType<typeof loadFixtures>>;
  let topics: Topic[];
  let pages: { topic: Topic; markdown: string; modelVersion: string; input: ReturnType<typeof generatorInput> }[];

  beforeAll(async () => {
    fixtures = await loadFixtures();
    topics = successiveTopics(fixtures.matrix, PAGES);
    const generator = templateGenerator();
    pages = await Promise.all(
      topics.map(async (topic) => {
        const input = generatorInput(topic, fixtures);
        const { markdown, modelVersion } = await generator.generate(input, new AbortController().signal);
        return { topic, markdown, modelVersion, input };
      }),
    );
  });

  it("when 50 successive topics are written, then every page has 600 or more words and says it is template-v1", () => {
    expect(pages).toHaveLength(PAGES);
    for (const page of pages) {
      expect(words(page.markdown), page.topic.slug).toBeGreaterThanOrEqual(600);
      expect(page.modelVersion).toBe(TEMPLATE_MODEL_VERSION);
    }
  });

  it("when a page is written, then it has an FAQ of 3 to 5 questions, a numbered routine and the 7-day trial", () => {
    for (const { markdown, topic, input } of pages) {
      const sections = markdown.split(/^## /m).slice(1);
      const faq = sections.find((section) => /^[^\n]*(FAQ|questions)/i.test(section));
      expect(faq, topic.slug).toBeDefined();
      const questions = (faq ?? "").match(/^### .+\?$/gm) ?? [];
      expect(questions.length).toBeGreaterThanOrEqual(3);
      expect(questions.length).toBeLessThanOrEqual(5);
      const moves = input.exercises.locations.flatMap((location) => location.workouts);
      expect(markdown.match(/^\d+\. \*\*/gm)?.length).toBe(moves.length);
      for (const move of moves) expect(markdown).toContain(`**${move.title}**`);
      expect(markdown).toMatch(/7-day free trial|free for 7 days|first 7 days are free/);
      expect(markdown).not.toMatch(/\bcures?\b(?! anything)|guarantee/i);
      expect(markdown).not.toMatch(/undefined|\$\{|NaN/);
    }
  });

  it("when a page links to movements, then every /movements/{slug} link exists in the catalog", () => {
    const slugs = new Set(fixtures.catalog.locations.map((location) => location.slug));
    for (const { markdown, topic } of pages) {
      const links = [...markdown.matchAll(/\]\((\/movements\/[^)]+)\)/g)].map((match) => match[1] ?? "");
      expect(links.length, topic.slug).toBeGreaterThan(0);
      for (const link of links) expect(slugs.has(link.replace("/movements/", "")), link).toBe(true);
    }
  });

  it("when combined with writeMetadata's fields and its slug, then every page passes the landing page form schema", () => {
    for (const { markdown, modelVersion, topic, input } of pages) {
      const metadata = writeMetadata(topic, input.keywords, markdown, input.siteUrl);
      const result = LandingPageFormSchema.safeParse({
        ...topicFormFields(topic),
        ...metadata,
        markdown,
        aiModelVersion: modelVersion,
      });
      expect(result.success, `${topic.slug}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it("when all 1225 pairs of the 50 pages are compared, then none shares more than 30% of its sentences", () => {
    let pairs = 0;
    let worst = 0;
    for (let i = 0; i < pages.length; i++) {
      for (let j = i + 1; j < pages.length; j++) {
        const a = pages[i]?.markdown ?? "";
        const b = pages[j]?.markdown ?? "";
        worst = Math.max(worst, sentenceOverlap(a, b), sentenceOverlap(b, a));
        pairs++;
      }
    }
    expect(pairs).toBe(1225);
    expect(worst).toBeLessThanOrEqual(DUPLICATION_THRESHOLD);
    const [first, ...rest] = pages.map((page) => page.markdown);
    expect(maxOverlap(first ?? "", rest)).toBeLessThanOrEqual(DUPLICATION_THRESHOLD);
  });

  it("when the same topic is written twice, then the page is identical", async () => {
    const page = pages[7];
    if (!page) throw new Error("no page");
    const again = await templateGenerator().generate(page.input, new AbortController().signal);
    expect(again.markdown).toBe(page.markdown);
  });

  it("when the signal is already aborted, then it rejects", async () => {
    const page = pages[0];
    if (!page) throw new Error("no page");
    const controller = new AbortController();
    controller.abort(new Error("run stopped"));
    await expect(templateGenerator().generate(page.input, controller.signal)).rejects.toThrow("run stopped");
  });
});
