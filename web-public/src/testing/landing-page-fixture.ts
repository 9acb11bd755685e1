import type { PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";

/** A landing page as GET /api/pages/{slug} answers it. */
export function landingPageFixture(overrides: Partial<PublicLandingPage> = {}): PublicLandingPage {
  return {
    slug: "x",
    type: "landing_page",
    seoTitle: "Desk Stretches for Back Pain at Work",
    seoDescription: "One-minute moves that ease a stiff back without leaving your desk.",
    seoKeywords: "back pain, desk stretches, office exercises",
    canonicalUrl: "",
    ogTitle: "",
    ogDescription: "",
    heroImageUrl: "",
    heroHeadline: "Your back was not built for eight hours in a chair",
    heroSubheadline: "Move for one minute, every hour, and feel the difference by Friday.",
    html: '<h2>Why sitting hurts</h2><p>Long sitting <strong>stiffens</strong> the hips.</p><ul><li>Stand up</li><li>Roll your shoulders</li></ul><p><a href="/movements">Try a routine</a></p>',
    pinterestPosterImg: "",
    painPoint: "back pain",
    createdAt: "2025-05-01T09:00:00.000Z",
    updatedAt: "2025-06-02T10:30:00.000Z",
    related: [],
    indexable: true,
    ...overrides,
  };
}
