import { describe, expect, it } from "vitest";
import { pagesExportFileName, posterFileName } from "./file-names";
import { fieldsFromJson } from "./import-json";

describe("file names", () => {
  it("names a poster pinterest-poster-{title lowercased, each non-alphanumeric a hyphen}.png", () => {
    expect(posterFileName("Hip Pain for Runners")).toBe("pinterest-poster-hip-pain-for-runners.png");
    expect(posterFileName("Neck pain: 5 fixes!")).toBe("pinterest-poster-neck-pain--5-fixes-.png");
    expect(posterFileName("Café")).toBe("pinterest-poster-caf-.png");
  });

  it("names an export {product}-pages-{type}-{date}.json", () => {
    expect(pagesExportFileName("landing_page", new Date("2026-05-04T12:00:00Z"))).toBe(
      "movebreak-pages-landing_page-2026-05-04.json",
    );
  });
});

describe("JSON import into the form", () => {
  it("keeps only form fields that are neither null nor missing, and the slug only when creating", () => {
    const text = JSON.stringify({ slug: "a", seoTitle: "T", ogTitle: null, id: 4, extra: "x", pageViews: 9 });
    expect(fieldsFromJson(text, { editing: false })).toEqual({ slug: "a", seoTitle: "T" });
    expect(fieldsFromJson(text, { editing: true })).toEqual({ seoTitle: "T" });
    expect(() => fieldsFromJson("[1]", { editing: false })).toThrow();
    expect(() => fieldsFromJson("{oops", { editing: false })).toThrow();
  });
});
