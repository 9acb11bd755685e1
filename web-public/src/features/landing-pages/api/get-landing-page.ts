import type { PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

/**
 * The cached answer for one slug: the page, or null when the server already
 * knows it does not exist (its prefetch got a 404). A 404 read through the
 * query itself is a query error instead (isNotFoundError).
 */
export type LandingPageData = PublicLandingPage | null;

export function landingPageQueryKey(slug: string): string[] {
  return ["/api/pages", slug];
}

/** The API path of a slug; the same one the server prefetches, so keys and reads agree. */
export function landingPageApiPath(slug: string): string {
  return `/api/pages/${encodeURIComponent(slug)}`;
}

export function getLandingPage(slug: string, signal?: AbortSignal): Promise<LandingPageData> {
  return apiGet<PublicLandingPage>(landingPageApiPath(slug), signal);
}

export function getLandingPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: landingPageQueryKey(slug),
    queryFn: ({ signal }) => getLandingPage(slug, signal),
  });
}

export function useLandingPage(slug: string) {
  return useQuery(getLandingPageQueryOptions(slug));
}
