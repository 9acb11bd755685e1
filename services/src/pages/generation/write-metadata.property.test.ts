import { LandingPageFormSchema } from "@movebreak/shared/contracts/landing-pages";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { researchKeywords } from "./research-keywords";
import { allTopics } from "./select-topic";
import { loadFixtures, SITE_URL } from "./test-fixtures";
import { topicFormFields } from "./topic-fields";
import { METADATA_LIMITS, routineLength, writeMetadata } from "./write-metadata";

const { matrix } = await loadFixtures();
const topics = allTopics(matrix);

const hashtags = (caption: string) => caption.match(/#[A-Za-z0-9]+/g) ?? [];

describe("writeMetadata (step 5)", () => {
  it("when given any topic of the matrix, any Markdown and any site URL, then every field respects the form's limits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...topics),
        fc.oneof(fc.string({ maxLength: 600 }), fc.lorem({ maxCount: 60, mode: "sentences" })),
        fc.oneof(
          fc.constant(SITE_URL),
          fc.constant(`${SITE_URL}/`),
          fc.webUrl({ withFragments: false, withQueryParameters: false }),
        ),
        (topic, markdown, siteUrl) => {
          const metadata = writeMetadata(topic, researchKeywords(topic, matrix), markdown, siteUrl);
          expect(metadata.seoTitle.length).toBeGreaterThan(0);
          expect(metadata.seoTitle.length).toBeLessThanOrEqual(METADATA_LIMITS.seoTitle);
          expect(metadata.seoDescription.length).toBeGreaterThan(0);
          expect(metadata.seoDescription.length).toBeLessThanOrEqual(METADATA_LIMITS.seoDescription);
          expect(metadata.ogTitle.length).toBeLessThanOrEqual(METADATA_LIMITS.ogTitle);
          expect(metadata.ogDescription.length).toBeLessThanOrEqual(METADATA_LIMITS.ogDescription);
          expect(metadata.heroHeadline.trim().length).toBeGreaterThan(0);
          expect(metadata.canonicalUrl.endsWith(`/pages/${topic.slug}`)).toBe(true);
          expect(metadata.canonicalUrl).not.toContain("//pages");
          const tags = hashtags(metadata.socialCaption);
          expect(tags.length).toBeGreaterThanOrEqual(3);
          expect(tags.length).toBeLessThanOrEqual(5);
          // The hero counts the moves the body teaches.
          expect(metadata.heroHeadline).toMatch(new RegExp(`^${routineLength(markdown)} moves? for `));
          const form = LandingPageFormSchema.safeParse({ ...topicFormFields(topic), ...metadata, markdown: "Body." });
          expect(form.success, JSON.stringify(form.error?.issues)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("when the page opens with a sentence of fitting length, then it becomes the OG description", () => {
    const topic = topics[0];
    if (!topic) throw new Error("no topic");
    const opening = "Holding your neck in the same posture for too long can bring on an ache at the base of the skull.";
    const metadata = writeMetadata(
      topic,
      researchKeywords(topic, matrix),
      `${opening} More text.\n\n## Heading`,
      SITE_URL,
    );
    expect(metadata.ogDescription).toBe(opening);
    expect(metadata.canonicalUrl).toBe(`${SITE_URL}/pages/${topic.slug}`);
    expect(metadata.seoKeywords.split(", ")[0]).toBe(researchKeywords(topic, matrix).primary);
  });
});

describe("routineLength", () => {
  it("when the body teaches 4 moves, then the hero says 4 moves", () => {
    const topic = topics[0];
    if (!topic) throw new Error("no topic");
    const body = [
      "Opening.",
      "## The routine: 4 moves",
      ...[1, 2, 3, 4].map((n) => `### ${n}. Move ${n}\n\n1. Step.`),
    ].join("\n\n");
    expect(routineLength(body)).toBe(4);
    expect(writeMetadata(topic, researchKeywords(topic, matrix), body, SITE_URL).heroHeadline).toMatch(/^4 moves for /);
  });
});
