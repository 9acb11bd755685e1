import { SLUG_PATTERN } from "@movebreak/shared/slug";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "./test-fixtures";
import { MAX_TOPIC_SLUG_LENGTH, topicSlug } from "./topic-slug";

describe("topicSlug", () => {
  it("when the full wording is too long, then it drops 'relief for', and as a last resort cuts and adds a hash", async () => {
    const { matrix } = await loadFixtures();
    const [pain, context, demo, angle] = [
      matrix.painPoints[0],
      matrix.contexts[0],
      matrix.demographics[0],
      matrix.modifiers[0],
    ];
    if (!pain || !context || !demo || !angle) throw new Error("matrix too small");
    const longDemo = { ...demo, slugPart: "very experienced full stack software developers" };
    const medium = topicSlug(pain, context, longDemo, angle);
    expect(medium).not.toContain("relief-for");
    expect(medium.length).toBeLessThanOrEqual(MAX_TOPIC_SLUG_LENGTH);

    const huge = { ...demo, slugPart: "people who work extremely long and demanding hours in open plan offices" };
    const a = topicSlug(pain, context, huge, angle);
    const b = topicSlug(pain, { ...context, slugPart: "in a different and equally long place name here" }, huge, angle);
    for (const slug of [a, b]) {
      expect(slug.length).toBeLessThanOrEqual(MAX_TOPIC_SLUG_LENGTH);
      expect(slug).toMatch(SLUG_PATTERN);
      expect(slug).not.toMatch(/--|-$/);
    }
    expect(a).not.toBe(b);
  });
});
