import { toSlug } from "@movebreak/shared/slug";
import { describe, expect, it } from "vitest";
import { topicMisfits } from "../quality/topic-rules";
import { allTopics, selectTopic } from "./select-topic";
import { loadFixtures, successiveTopics } from "./test-fixtures";
import { topicSlug } from "./topic-slug";
import type { TopicMatrix } from "./types";

/** The real matrix cut down to the given sizes, with one modifier and one time factor. */
function smallMatrix(matrix: TopicMatrix, sizes: { p: number; c: number; d: number }): TopicMatrix {
  return {
    ...matrix,
    painPoints: matrix.painPoints.slice(0, sizes.p),
    contexts: matrix.contexts.slice(0, sizes.c),
    demographics: matrix.demographics.slice(0, sizes.d),
    modifiers: matrix.modifiers.slice(0, 1),
    timeFactors: matrix.timeFactors.slice(0, 1),
  };
}

describe("selectTopic (step 1)", () => {
  it("when slugs are taken, then it never returns one of them", async () => {
    const { matrix } = await loadFixtures();
    const taken = new Set(
      allTopics(matrix)
        .filter((_, index) => index % 3 !== 0)
        .map((topic) => topic.slug),
    );
    taken.add("a-manual-page");
    for (let seed = 0; seed < 20; seed++) {
      const topic = selectTopic(matrix, taken, seed);
      expect(topic).toBeDefined();
      expect(taken.has(topic?.slug ?? "")).toBe(false);
    }
  });

  it("when every combination of a small matrix is taken, then it returns undefined", async () => {
    const { matrix } = await loadFixtures();
    const small = smallMatrix(matrix, { p: 2, c: 2, d: 2 });
    const topics = successiveTopics(small, 100);
    // Every combination the matrix's rules allow (issue 19: not every audience fits every place).
    expect(topics.length).toBeGreaterThan(0);
    expect(topics).toHaveLength(allTopics(small).length);
    expect(selectTopic(small, new Set(topics.map((topic) => topic.slug)), 1)).toBeUndefined();
  });

  it("when the matrix's rules exclude a combination, then no topic of it is offered or picked", async () => {
    const { matrix } = await loadFixtures();
    const all = allTopics(matrix);
    expect(all.some((t) => t.demographic.id === "working-parents" && t.context.id === "office-desk")).toBe(false);
    expect(all.some((t) => t.demographic.id === "nurses" && t.context.id === "office-desk")).toBe(false);
    expect(all.every((t) => topicMisfits(t).length === 0)).toBe(true);
    for (const topic of successiveTopics(matrix, 60)) expect(topicMisfits(topic)).toEqual([]);
  });

  it("when 50 topics are picked in a row, then all 50 are distinct and spread over the pain points", async () => {
    const { matrix } = await loadFixtures();
    const topics = successiveTopics(matrix, 50);
    expect(new Set(topics.map((topic) => topic.slug)).size).toBe(50);
    const firstRound = topics.slice(0, matrix.painPoints.length).map((topic) => topic.painPoint.id);
    expect(new Set(firstRound).size).toBe(matrix.painPoints.length);
    const perPain = new Map<string, number>();
    for (const topic of topics) perPain.set(topic.painPoint.id, (perPain.get(topic.painPoint.id) ?? 0) + 1);
    expect(Math.max(...perPain.values()) - Math.min(...perPain.values())).toBeLessThanOrEqual(1);
    const triples = new Set(topics.map((t) => `${t.painPoint.id}|${t.context.id}|${t.demographic.id}`));
    expect(triples.size).toBe(50);
  });

  it("when called twice with the same seed and taken set, then it picks the same topic; another seed may differ", async () => {
    const { matrix } = await loadFixtures();
    const first = successiveTopics(matrix, 10, 42).map((topic) => topic.slug);
    expect(successiveTopics(matrix, 10, 42).map((topic) => topic.slug)).toEqual(first);
    const others = [1, 2, 3, 4].map((seed) =>
      successiveTopics(matrix, 10, seed)
        .map((topic) => topic.slug)
        .join(),
    );
    expect(others.some((other) => other !== first.join())).toBe(true);
  });

  it("when a topic is picked, then it has exactly one angle and a readable slug", async () => {
    const { matrix } = await loadFixtures();
    for (const topic of successiveTopics(matrix, 20)) {
      expect(Number(topic.modifier !== undefined) + Number(topic.timeFactor !== undefined)).toBe(1);
      expect(topic.slug).toContain(toSlug(topic.demographic.slugPart ?? topic.demographic.label));
    }
    const find = <T extends { id: string }>(list: T[], id: string) => list.find((item) => item.id === id) as T;
    const slug = topicSlug(
      find(matrix.painPoints, "neck-pain"),
      find(matrix.contexts, "office-desk"),
      find(matrix.demographics, "developers"),
      find(matrix.timeFactors, "between-meetings"),
    );
    expect(slug).toBe("neck-pain-relief-for-developers-at-the-office-between-meetings");
  });
});
