import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locationPath, SLUG_PATTERN, toSlug } from "./slug";

describe("the slug rule", () => {
  it.each([
    ["Arms Only", "arms-only"],
    ["Neck & Shoulders", "neck-shoulders"],
    ["Sit and Stand", "sit-and-stand"],
    ["Lower Back  Tension   Release", "lower-back-tension-release"],
    ["Café Crème Stretch", "cafe-creme-stretch"],
    ["Señor Yoga", "senor-yoga"],
    ["Self-Care -- Break", "self-care-break"],
    ["5 Minute Reset 2.0", "5-minute-reset-20"],
    ["  Padded Title  ", "padded-title"],
    ["-Leading and trailing-", "leading-and-trailing"],
    ["Tabs\tand\nnewlines", "tabs-and-newlines"],
    ["work_sitting", "worksitting"],
    ["日本語", ""],
  ])("when the title is %j, then the slug is %j", (title, slug) => {
    expect(toSlug(title)).toBe(slug);
  });

  it("when any title is slugged, then the slug has only allowed characters and no edge or double hyphens", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), (title) => {
        const slug = toSlug(title);
        expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slug).not.toMatch(/--|^-|-$/);
      }),
    );
  });

  it("when a slug is slugged again, then it does not change", () => {
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (title) => toSlug(toSlug(title)) === toSlug(title)));
  });
});

describe("a location's address", () => {
  it("when a location has a stored slug, then its page is at that slug; without one, at its title's", () => {
    expect(locationPath({ slug: "hip-pain", title: "Hip Pain Relief" })).toBe("/movements/hip-pain");
    expect(locationPath({ slug: null, title: "Neck & Shoulders" })).toBe("/movements/neck-shoulders");
    expect(locationPath({ slug: "", title: "Sofa Stretch" })).toBe("/movements/sofa-stretch");
  });
});
