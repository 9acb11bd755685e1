import { describe, expect, it } from "vitest";
import { topicMisfits } from "../quality/topic-rules";
import { allTopics, selectTopic } from "./select-topic";
import { loadFixtures, successiveTopics } from "./test-fixtures";
import { isHub } from "./topic-slug";

describe("selectTopic (step 1)", () => {
  it("when the matrix is read, then the indexable topics are each pain point's hub and its places with notes, nothing else", async () => {
    const { matrix } = await loadFixtures();
    const all = allTopics(matrix);
    const expected = matrix.painPoints.reduce((n, p) => n + (p.knowledge ? 1 + p.knowledge.places.length : 0), 0);
    expect(all).toHaveLength(expected);
    expect(new Set(all.map((t) => t.slug)).size).toBe(all.length);
    for (const painPoint of matrix.painPoints) {
      const mine = all.filter((t) => t.painPoint.id === painPoint.id);
      expect(mine.filter(isHub)).toHaveLength(1);
      expect(mine.filter((t) => !isHub(t)).map((t) => t.context.id)).toEqual(
        painPoint.knowledge?.places.map((p) => p.context),
      );
    }
    expect(all.every((t) => topicMisfits(t).length === 0)).toBe(true);
  });

  it("when a pain point has no sourced knowledge, then it has no page to offer", async () => {
    const { matrix } = await loadFixtures();
    const [first, ...rest] = matrix.painPoints;
    if (!first) throw new Error("empty matrix");
    const without = { ...matrix, painPoints: [{ ...first, knowledge: undefined }, ...rest] };
    expect(allTopics(without).some((t) => t.painPoint.id === first.id)).toBe(false);
  });

  it("when topics are picked in a row, then every pain point gets its hub before any gets a place page", async () => {
    const { matrix } = await loadFixtures();
    const topics = successiveTopics(matrix, 100);
    expect(topics).toHaveLength(allTopics(matrix).length);
    const firstRound = topics.slice(0, matrix.painPoints.length);
    expect(firstRound.every(isHub)).toBe(true);
    expect(new Set(firstRound.map((t) => t.painPoint.id)).size).toBe(matrix.painPoints.length);
    expect(selectTopic(matrix, new Set(topics.map((t) => t.slug)), 1)).toBeUndefined();
  });

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

  it("when a topic is made, then its audience and time of day fit its place but stay out of its address", async () => {
    const { matrix } = await loadFixtures();
    for (const topic of allTopics(matrix)) {
      expect(topic.timeFactor?.excludeContexts ?? []).not.toContain(topic.context.id);
      expect(topic.demographic.contexts ?? [topic.context.id]).toContain(topic.context.id);
      expect(topic.slug).not.toContain(topic.demographic.id);
    }
  });
});
