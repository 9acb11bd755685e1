import type { Insertable } from "kysely";
import type { LandingPagesTable } from "../../src/db/tables/landing-pages";

/** A valid landing page form (the admin's, less its slug): the tests that publish one page by hand share it. */
export const SAMPLE_LANDING_PAGE = {
  painPoint: "wrist pain",
  context: "keyboard",
  demographic: "typists",
  seoTitle: "Wrist Relief for Typists",
  seoDescription: "Four gentle moves for tired wrists between documents.",
  heroHeadline: "Give your wrists a minute",
  markdown: "## Why it hurts\n\nHours of typing keep the wrists bent.",
};

/** A row of landing_pages with every column, as the insert type asks: the tests that write pages directly share it. */
export function landingPageRow(slug: string, overrides: Partial<Insertable<LandingPagesTable>> = {}) {
  const seoTitle = overrides.seoTitle ?? slug;
  return {
    slug,
    seoTitle,
    type: "landing_page",
    painPoint: "pain",
    context: "desk",
    demographic: "office workers",
    modifier: "",
    timeFactor: "",
    primaryFeature: "",
    seoDescription: "A description",
    seoKeywords: "",
    canonicalUrl: "",
    ogTitle: "",
    ogDescription: "",
    heroImageUrl: "",
    heroHeadline: "A headline",
    heroSubheadline: "",
    markdown: `## ${seoTitle}\n\nThe body.`,
    html: `<h2>${seoTitle}</h2>`,
    variantGroup: "",
    variantName: "",
    pinterestPosterImg: "",
    socialCaption: "",
    aiModelVersion: "manual",
    ...overrides,
  } satisfies Insertable<LandingPagesTable>;
}
