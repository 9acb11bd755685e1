import type { PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";
import { describe, expect, it } from "vitest";
import { landingPageHead } from "./landing-page-head";

const page: PublicLandingPage = {
  slug: "wrist-pain-relief-for-developers",
  type: "pain-point",
  seoTitle: "Wrist Pain Relief for Developers | Movebreak",
  seoDescription: "Three wrist moves for long days at the keyboard.",
  seoKeywords: "wrist pain, developers",
  canonicalUrl: "",
  ogTitle: "",
  ogDescription: "",
  heroImageUrl: "https://site.test/images/pages/hero-wrist-pain-relief-for-developers.png",
  heroHeadline: "Wrist Pain Relief for Developers",
  heroSubheadline: "",
  html: "<p>Move.</p>",
  pinterestPosterImg: "",
  painPoint: "wrist pain",
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  related: [],
  indexable: true,
};

describe("a landing page's social image", () => {
  it("when the page has the hero the workflow drew, then the alt text says what that card shows, not the headline", () => {
    const { image } = landingPageHead(page, "https://site.test");
    expect(image).toEqual({
      url: page.heroImageUrl,
      alt: "Wrist pain: the moves of this routine and where to do them (Movebreak card)",
      width: 1200,
      height: 630,
    });
  });

  it("when an editor chose another image, then it is described by the headline; without one, the site's image", () => {
    const chosen = landingPageHead({ ...page, heroImageUrl: "https://cdn.test/wrists.jpg" }, "https://site.test");
    expect(chosen.image).toEqual({ url: "https://cdn.test/wrists.jpg", alt: "Wrist Pain Relief for Developers" });
    const none = landingPageHead({ ...page, heroImageUrl: "" }, "https://site.test");
    expect(none.image?.url).toBe("https://site.test/og-image.png");
  });
});

describe("landingPageHead for a page waiting for review", () => {
  it("when the page is not indexable, then search engines are told not to index it (and still follow its links)", () => {
    expect(landingPageHead({ ...page, indexable: false }, "https://movebreak.example").noindex).toBe(true);
    expect(landingPageHead(page, "https://movebreak.example").noindex).toBeUndefined();
  });
});
