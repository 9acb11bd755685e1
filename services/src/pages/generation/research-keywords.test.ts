import { describe, expect, it } from "vitest";
import { researchKeywords } from "./research-keywords";
import { allTopics } from "./select-topic";
import { loadFixtures } from "./test-fixtures";

describe("researchKeywords (step 2)", () => {
  it("when run for every topic, then it gives a primary keyword and 4 to 8 distinct secondary ones", async () => {
    const { matrix } = await loadFixtures();
    for (const topic of allTopics(matrix)) {
      const keywords = researchKeywords(topic, matrix);
      expect(keywords.primary).toContain(topic.demographic.label);
      expect(keywords.secondary.length).toBeGreaterThanOrEqual(4);
      expect(keywords.secondary.length).toBeLessThanOrEqual(8);
      expect(new Set([keywords.primary, ...keywords.secondary]).size).toBe(keywords.secondary.length + 1);
    }
  });

  it("when the angle is an app or a free trial, then the intent is commercial or transactional; otherwise informational", async () => {
    const { matrix } = await loadFixtures();
    const intentOf = (angleId: string) => {
      const topic = allTopics(matrix).find((t) => (t.modifier ?? t.timeFactor)?.id === angleId);
      if (!topic) throw new Error(angleId);
      return researchKeywords(topic, matrix).intent;
    };
    expect(intentOf("reminder-app")).toBe("commercial");
    expect(intentOf("free-app")).toBe("transactional");
    expect(intentOf("beginners")).toBe("informational");
    expect(intentOf("between-meetings")).toBe("informational");
  });
});
