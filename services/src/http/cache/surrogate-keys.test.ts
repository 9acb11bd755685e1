import { describe, expect, it } from "vitest";
import { keysOfPage, landingPageChanged, purgePaths, surrogateHeaders } from "./surrogate-keys";

const addresses = {
  pages: ["/", "/pricing", "/movements", "/movements/hip-pain", "/pages/back-pain"],
  sitemaps: ["/sitemap.xml"],
};

describe("surrogate keys", () => {
  it("when a data page is asked for, then it carries public and its data's key; any other page public alone", () => {
    expect(keysOfPage("/movements/hip-pain")).toEqual(["public", "location:hip-pain"]);
    expect(keysOfPage("/locations/hip-pain")).toEqual(["public", "location:hip-pain"]);
    expect(keysOfPage("/try/AbC-12_x")).toEqual(["public", "routine:AbC-12_x"]);
    expect(keysOfPage("/pages/back-pain")).toEqual(["public", "page:back-pain"]);
    expect(keysOfPage("/pricing")).toEqual(["public"]);
    expect(keysOfPage("/no/such/page")).toEqual(["public"]);
    // A value that would break the header's list (a comma, an escape) names no key of its own.
    expect(keysOfPage("/pages/a,b")).toEqual(["public"]);
    expect(keysOfPage("/pages/caf%C3%A9")).toEqual(["public"]);
  });

  it("when keys go out as headers, then Surrogate-Key separates them with spaces and Cache-Tag with commas", () => {
    expect(surrogateHeaders(["public", "page:x"])).toEqual([
      ["Surrogate-Key", "public page:x"],
      ["Cache-Tag", "public,page:x"],
    ]);
  });

  it("when a landing page changes, then its addresses and the sitemap are purged, nothing else", () => {
    expect(purgePaths(landingPageChanged("back-pain"), addresses)).toEqual(["/pages/back-pain", "/sitemap.xml"]);
    expect(purgePaths(["routine:Key1"], addresses)).toEqual(["/try/Key1"]);
  });

  it("when everything or a location may have changed, then every address of every page is purged, aliases included", () => {
    const everything = [
      "/",
      "/index-3",
      "/pricing",
      "/movements",
      "/movements/hip-pain",
      "/locations/hip-pain",
      "/pages/back-pain",
      "/sitemap.xml",
    ];
    expect(purgePaths(["public"], addresses)).toEqual(everything);
    expect(purgePaths(["location:hip-pain", "public"], addresses)).toEqual(everything);
    expect(purgePaths(["unknown:thing"], addresses)).toEqual([]);
  });
});
