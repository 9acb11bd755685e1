import { SLUG_PATTERN } from "@movebreak/shared/slug";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "./test-fixtures";
import { HUB_CONTEXT_ID, MAX_TOPIC_SLUG_LENGTH, topicSlug } from "./topic-slug";

describe("topicSlug", () => {
  it("when a topic is a hub or a place, then its slug names the relief and the place only", async () => {
    const { matrix } = await loadFixtures();
    const find = <T extends { id: string }>(list: T[], id: string) => list.find((item) => item.id === id) as T;
    const neck = find(matrix.painPoints, "neck-pain");
    expect(topicSlug(neck, find(matrix.contexts, HUB_CONTEXT_ID))).toBe("neck-pain-relief");
    expect(topicSlug(neck, find(matrix.contexts, "office-desk"))).toBe("neck-pain-relief-at-the-office");
    for (const pain of matrix.painPoints)
      for (const context of matrix.contexts) {
        const slug = topicSlug(pain, context);
        expect(slug).toMatch(SLUG_PATTERN);
        expect(slug.length).toBeLessThanOrEqual(MAX_TOPIC_SLUG_LENGTH);
      }
  });
});
