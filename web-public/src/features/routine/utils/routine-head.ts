import { BRAND } from "@movebreak/shared/brand";
import type { LocationContent } from "@movebreak/shared/contracts/catalog";
import { oembedEndpoint } from "@movebreak/shared/embed-frame";
import { hrefOf } from "@movebreak/shared/public-routes";
import { defaultLocationMetadata, locationTitle } from "@movebreak/shared/route-metadata";
import { SHARE_IMAGE_SIZE, shareCardAlt, shareImagePaths } from "@movebreak/shared/share-images";
import type { QueryClient } from "@tanstack/react-query";
import { absoluteUrl, canonicalOn, type HeadFields, type HeadImage } from "@/lib/head";
import { ARTICLE_SECTION, ARTICLE_TAGS, organizationJsonLd } from "@/lib/structured-data";
import { type LocationBySlug, type LocationBySlugData, locationBySlugQueryKey } from "../api/get-location-by-slug";
import { type LocationContentData, locationContentQueryKey } from "../api/get-location-content";
import { type LocationWorkoutsData, locationWorkoutsQueryKey } from "../api/get-location-workouts";
import { routineHeading } from "./routine-display";

/** Article tags and section of the site's structured data (public spec section 9). */

/** The routine's public address; /locations/{slug} shows the same view, so it points here too. */
export function routinePath(slug: string): string {
  return hrefOf("locationRoutine", { slug });
}

/** The operator's own image when the content names one, else the page's card drawn by the server. */
function socialImage(location: LocationBySlug, content: LocationContent | null, siteUrl: string): HeadImage {
  const heading = routineHeading(location.title, content);
  if (content?.ogImage) return { url: content.ogImage, alt: content.ogImageAlt || heading };
  return {
    url: absoluteUrl(siteUrl, shareImagePaths.locationCard(location.slug)),
    alt: shareCardAlt(heading, BRAND.name, location.id),
    ...SHARE_IMAGE_SIZE,
  };
}

/**
 * Title, description, keywords, canonical address, social tags and Article
 * structured data of a routine page: the location content's SEO fields, else
 * the generated defaults (defaultLocationMetadata).
 */
export function routineHead(location: LocationBySlug, content: LocationContent | null, siteUrl: string): HeadFields {
  const defaults = defaultLocationMetadata(location.title);
  const title = locationTitle(location.title, content?.seoTitle);
  const description = content?.seoDescription || content?.description || defaults.description;
  const keywords = content?.seoKeywords || defaults.keywords;
  const canonicalUrl = canonicalOn(siteUrl, content?.canonicalUrl, routinePath(location.slug));
  const image = socialImage(location, content, siteUrl);
  const publishedTime = content?.createdAt ?? location.createdAt;
  const modifiedTime = content?.updatedAt ?? location.createdAt;
  const organization = organizationJsonLd(siteUrl);

  return {
    type: "article",
    title,
    description,
    keywords,
    canonicalUrl,
    image,
    publishedTime,
    modifiedTime,
    oembed: {
      href: oembedEndpoint(siteUrl, absoluteUrl(siteUrl, routinePath(location.slug))),
      title: `${routineHeading(location.title, content)} (${BRAND.name} player)`,
    },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: routineHeading(location.title, content),
      description,
      url: canonicalUrl,
      mainEntityOfPage: canonicalUrl,
      image: image.url,
      datePublished: publishedTime,
      dateModified: modifiedTime,
      articleSection: ARTICLE_SECTION,
      keywords: [...ARTICLE_TAGS],
      author: organization,
      publisher: organization,
    },
  };
}

function notFoundHead(title: string): { status: number; head: HeadFields } {
  return {
    status: 404,
    head: { type: "website", title: `${title} | ${BRAND.name}`, description: "", noindex: true },
  };
}

/**
 * Status and head of a routine page from what the cache holds: 404 when the
 * slug is missing or names no location (or one without exercises), 200 with
 * the page's head once the location and its content are read, and undefined
 * while they are not (the caller then uses its neutral head).
 */
export function resolveRoutineHead(
  slug: string,
  siteUrl: string,
  queryClient: QueryClient,
): { status: number; head: HeadFields } | undefined {
  if (!slug) return notFoundHead("Error: No location specified");
  const location = queryClient.getQueryData<LocationBySlugData>(locationBySlugQueryKey(slug));
  const workouts = queryClient.getQueryData<LocationWorkoutsData>(locationWorkoutsQueryKey(slug));
  if (location === null || workouts === null || workouts?.length === 0 || location?.workoutCount === 0) {
    return notFoundHead("Location not found");
  }
  if (!location) return undefined;
  const content = queryClient.getQueryData<LocationContentData>(locationContentQueryKey(slug));
  if (content === undefined && queryClient.getQueryState(locationContentQueryKey(slug))?.status === "pending") {
    return undefined;
  }
  return { status: 200, head: routineHead(location, content ?? null, siteUrl) };
}
