import { BRAND } from "@movebreak/shared/brand";
import { absoluteUrl } from "./head";

/** Spec section 9: the figures the app's structured data states. */
export const APP_FACTS = {
  ratingValue: 4.8,
  ratingCount: 17256,
  softwareVersion: "8.0",
  category: "HealthApplication",
  trial: "Free for 7 days, then $5.83/month",
  monthlyPrice: "5.83",
} as const;

/** Article tags and section of the site's articles (spec section 9). */
export const ARTICLE_SECTION = "Health & Fitness";
export const ARTICLE_TAGS = ["office exercises", "desk stretches", "workplace wellness"] as const;

/** The organisation that writes and publishes every page, with its logo. */
export function organizationJsonLd(siteUrl: string): Record<string, unknown> {
  return {
    "@type": "Organization",
    name: BRAND.name,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") },
  };
}

export interface PageFacts {
  type: "article" | "website";
  title: string;
  description: string;
  url: string;
  image?: string;
}

/** Article or WebPage as the page's metadata type says (spec section 7, GET /api/metadata). */
export function pageJsonLd(page: PageFacts, siteUrl: string): Record<string, unknown> {
  const organization = organizationJsonLd(siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": page.type === "article" ? "Article" : "WebPage",
    headline: page.title,
    description: page.description,
    url: page.url,
    ...(page.image ? { image: page.image } : {}),
    ...(page.type === "article" ? { articleSection: ARTICLE_SECTION, keywords: [...ARTICLE_TAGS] } : {}),
    author: organization,
    publisher: organization,
  };
}

/** The home page's description of the app itself: rating, version, category and the free trial. */
export function softwareApplicationJsonLd(
  app: { description: string; url: string; image?: string; storeUrl: string },
  siteUrl: string,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: BRAND.name,
    description: app.description,
    url: app.url,
    ...(app.image ? { image: app.image } : {}),
    operatingSystem: "iOS, iPadOS, macOS, watchOS",
    applicationCategory: APP_FACTS.category,
    softwareVersion: APP_FACTS.softwareVersion,
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: APP_FACTS.ratingValue,
      ratingCount: APP_FACTS.ratingCount,
      bestRating: 5,
      worstRating: 1,
    },
    offers: {
      "@type": "Offer",
      price: "0",
      priceCurrency: "USD",
      description: APP_FACTS.trial,
      url: app.storeUrl,
      category: "free trial",
    },
    publisher: organizationJsonLd(siteUrl),
  };
}
