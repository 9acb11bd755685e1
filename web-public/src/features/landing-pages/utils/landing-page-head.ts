import { BRAND } from "@movebreak/shared/brand";
import type { PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";
import { absoluteUrl, canonicalOn, DEFAULT_SOCIAL_IMAGE_SIZE, type HeadFields, type HeadImage } from "@/lib/head";
import { organizationJsonLd } from "@/lib/structured-data";

/** The public address of a landing page, relative to the site. */
export function landingPagePath(slug: string): string {
  return `/pages/${encodeURIComponent(slug)}`;
}

/** The hero image, else the site's default 1200x630 social image. */
function socialImage(page: PublicLandingPage, siteUrl: string): HeadImage {
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
