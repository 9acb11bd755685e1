import { BRAND } from "@movebreak/shared/brand";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { STATIC_ROUTE_METADATA } from "@movebreak/shared/route-metadata";
import type { QueryClient } from "@tanstack/react-query";
import { type LandingPageData, landingPageQueryKey } from "@/features/landing-pages/api/get-landing-page";
import { landingPageHead } from "@/features/landing-pages/utils/landing-page-head";
import { resolveRoutineHead } from "@/features/routine/utils/routine-head";
import { isNotFoundError } from "@/lib/api-client";
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE_SIZE, type HeadFields } from "@/lib/head";
import { findPublicRoute, landingPageSlugOf, locationRoutineSlugOf, NOT_FOUND_META } from "./routes";

export interface RouteHead {
  status: number;
  head: HeadFields;
}

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
    const head = {
      ...route.meta,
      canonicalUrl: absoluteUrl(config.siteUrl, route.path),
      image: defaultImage(config.siteUrl),
    };
    return { status: 200, head };
  }

  const routineSlug = locationRoutineSlugOf(pathname);
  if (routineSlug !== null) return resolveRoutineHead(routineSlug, config.siteUrl, queryClient) ?? notReadYet();

  const slug = landingPageSlugOf(pathname);
  if (slug === null) return notFound;
  const queryKey = landingPageQueryKey(slug);
  const page = queryClient.getQueryData<LandingPageData>(queryKey);
  if (page) return { status: 200, head: landingPageHead(page, config.siteUrl) };
  if (page === null || isNotFoundError(queryClient.getQueryState(queryKey)?.error)) return notFound;

  return notReadYet();
}

/** Not read yet (or the read failed): a neutral head that keeps the placeholder out of search results. */
function notReadYet(): RouteHead {
  const description = STATIC_ROUTE_METADATA["/"]?.description ?? "";
  return { status: 200, head: { type: "website", title: BRAND.name, description, noindex: true } };
}
