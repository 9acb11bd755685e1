import { describe, expect, it } from "vitest";
import { researchKeywords } from "./research-keywords";
import { allTopics } from "./select-topic";
import { loadFixtures } from "./test-fixtures";
import { isHub, reliefLabel } from "./topic-slug";

describe("researchKeywords (step 2)", () => {
  it("when run for every topic, then the primary keyword names the relief and the place, with 4 to 8 distinct secondary ones", async () => {
    const { matrix } = await loadFixtures();
    for (const topic of allTopics(matrix)) {
      const keywords = researchKeywords(topic, matrix);
      expect(keywords.primary).toBe(
        isHub(topic) ? reliefLabel(topic.painPoint) : `${reliefLabel(topic.painPoint)} ${topic.context.phrase}`,
      );
      expect(keywords.primary).not.toContain(topic.demographic.label);
      expect(keywords.secondary.length).toBeGreaterThanOrEqual(4);
      expect(keywords.secondary.length).toBeLessThanOrEqual(8);
      expect(new Set([keywords.primary, ...keywords.secondary]).size).toBe(keywords.secondary.length + 1);
      expect(keywords.intent).toBe("informational");
    }
  });
});
