import { BRAND } from "@movebreak/shared/brand";
import type { PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";
import { hrefOf } from "@movebreak/shared/public-routes";
import { absoluteUrl, canonicalOn, DEFAULT_SOCIAL_IMAGE_SIZE, type HeadFields, type HeadImage } from "@/lib/head";
import { organizationJsonLd } from "@/lib/structured-data";

/** The public address of a landing page, relative to the site. */
export function landingPagePath(slug: string): string {
  return hrefOf("landingPage", { slug });
}

/** The topic hero the workflow draws for a page (its pain point, its moves and the place), by its address. */
const DRAWN_HERO = /\/images\/pages\/hero-[a-z0-9-]+\.png$/;

/**
 * The hero image, else the site's default 1200x630 social image. The alt text says what the drawn hero
 * shows (it does not repeat the headline); an image an editor chose is described by the headline.
 */
function socialImage(page: PublicLandingPage, siteUrl: string): HeadImage {
  if (page.heroImageUrl && DRAWN_HERO.test(page.heroImageUrl) && page.painPoint.trim()) {
    const topic = page.painPoint.trim();
    const alt = `${topic.charAt(0).toUpperCase()}${topic.slice(1)}: the moves of this routine and where to do them (${BRAND.name} card)`;
    return { url: page.heroImageUrl, alt, ...DEFAULT_SOCIAL_IMAGE_SIZE };
  }
  if (page.heroImageUrl) return { url: page.heroImageUrl, alt: page.heroHeadline };
  return { url: absoluteUrl(siteUrl, "/og-image.png"), alt: BRAND.name, ...DEFAULT_SOCIAL_IMAGE_SIZE };
}

/**
 * Title, description, canonical address, social tags and Article structured
 * data of a landing page (spec sections 2 and 7), from the page's SEO fields.
 */
export function landingPageHead(page: PublicLandingPage, siteUrl: string): HeadFields {
  const canonicalUrl = canonicalOn(siteUrl, page.canonicalUrl, landingPagePath(page.slug));
  const image = socialImage(page, siteUrl);
  const organization = organizationJsonLd(siteUrl);

  return {
    type: "article",
    title: page.seoTitle,
    description: page.seoDescription,
    keywords: page.seoKeywords,
    canonicalUrl,
    // A generated page from the old topic matrix stays out of search until an operator reviews it.
    ...(page.indexable ? {} : { noindex: true }),
    socialTitle: page.ogTitle || page.seoTitle,
    socialDescription: page.ogDescription || page.seoDescription,
    image,
    publishedTime: page.createdAt,
    modifiedTime: page.updatedAt,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: page.seoTitle,
      description: page.seoDescription,
      url: canonicalUrl,
      mainEntityOfPage: canonicalUrl,
      image: image.url,
      datePublished: page.createdAt,
      dateModified: page.updatedAt,
      author: organization,
      publisher: organization,
    },
  };
}
