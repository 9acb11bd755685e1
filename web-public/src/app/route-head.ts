import { BRAND } from "@movebreak/shared/brand";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { STATIC_ROUTE_METADATA } from "@movebreak/shared/route-metadata";
import type { QueryClient } from "@tanstack/react-query";
import { type LandingPageData, landingPageQueryKey } from "@/features/landing-pages/api/get-landing-page";
import { landingPageHead } from "@/features/landing-pages/utils/landing-page-head";
import { getMetadataQueryOptions } from "@/features/page-metadata/api/get-metadata";
import { withMetadata } from "@/features/page-metadata/utils/apply-metadata";
import { resolveRoutineHead } from "@/features/routine/utils/routine-head";
import { sharedRoutineHead } from "@/features/shared-routine/utils/shared-routine-head";
import { isNotFoundError } from "@/lib/api-client";
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE_SIZE, type HeadFields } from "@/lib/head";
import { pageJsonLd, softwareApplicationJsonLd } from "@/lib/structured-data";
import {
  findPublicRoute,
  landingPageSlugOf,
  locationRoutineSlugOf,
  NOT_FOUND_META,
  sharedRoutineKeyOf,
} from "./routes";

export interface RouteHead {
  status: number;
  head: HeadFields;
}

/** The home page's two addresses describe the app itself (spec section 2). */
const HOME_PATHS = new Set(["/", "/index-3"]);

const notFound: RouteHead = { status: 404, head: { ...NOT_FOUND_META, noindex: true } };

function defaultImage(siteUrl: string): HeadFields["image"] {
  return { url: absoluteUrl(siteUrl, "/og-image.png"), alt: BRAND.name, ...DEFAULT_SOCIAL_IMAGE_SIZE };
}

/**
 * Status and head of a path, from the static route table or, for a data page,
 * from what the query cache holds. The server uses it after rendering; the
 * browser uses it on every navigation and cache change, so both agree.
 */
export function resolveRouteHead(pathname: string, config: PublicConfig, queryClient: QueryClient): RouteHead {
  const route = findPublicRoute(pathname);
  if (route) {
    const canonicalUrl = absoluteUrl(config.siteUrl, route.path);
    const image = defaultImage(config.siteUrl);
    const facts = { ...route.meta, url: canonicalUrl, image: image?.url };
    const jsonLd = HOME_PATHS.has(route.path)
      ? softwareApplicationJsonLd({ ...facts, storeUrl: config.storeUrl }, config.siteUrl)
      : pageJsonLd(facts, config.siteUrl);
    return { status: 200, head: { ...route.meta, canonicalUrl, image, jsonLd } };
  }

  const routineSlug = locationRoutineSlugOf(pathname);
  if (routineSlug !== null) return resolveRoutineHead(routineSlug, config.siteUrl, queryClient) ?? notReadYet();

  // Read in the browser, so the server always answers 200 with the loading state (noindex).
  const sharedKey = sharedRoutineKeyOf(pathname);
  if (sharedKey !== null) return { status: 200, head: sharedRoutineHead(sharedKey, config.siteUrl, queryClient) };

  const slug = landingPageSlugOf(pathname);
  if (slug === null) return notFound;
  const queryKey = landingPageQueryKey(slug);
  const page = queryClient.getQueryData<LandingPageData>(queryKey);
  if (page) return { status: 200, head: landingPageHead(page, config.siteUrl) };
  if (page === null || isNotFoundError(queryClient.getQueryState(queryKey)?.error)) return notFound;

  return notReadYet();
}

/** The path and query GET /api/metadata is asked about, or null for paths it does not describe. */
export function metadataPathOf(pathname: string, search: string): string | null {
  const described =
    findPublicRoute(pathname) !== undefined || !!locationRoutineSlugOf(pathname) || !!sharedRoutineKeyOf(pathname);
  return described ? `${pathname}${search}` : null;
}

/**
 * The head the document shows: the route's own, then, once GET /api/metadata
 * has answered for this path and query (spec section 7), customised by it.
 */
export function resolveDocumentHead(
  pathname: string,
  search: string,
  config: PublicConfig,
  queryClient: QueryClient,
): RouteHead {
  const resolved = resolveRouteHead(pathname, config, queryClient);
  const metadataPath = metadataPathOf(pathname, search);
  const metadata = metadataPath ? queryClient.getQueryData(getMetadataQueryOptions(metadataPath).queryKey) : null;
  if (!metadata || resolved.status !== 200) return resolved;
  return { status: resolved.status, head: withMetadata(resolved.head, metadata, pathname, config.siteUrl) };
}

/** Not read yet (or the read failed): a neutral head that keeps the placeholder out of search results. */
function notReadYet(): RouteHead {
  const description = STATIC_ROUTE_METADATA["/"]?.description ?? "";
  return { status: 200, head: { type: "website", title: BRAND.name, description, noindex: true } };
}
