import type {
  LandingPageListParams,
  LandingPageListResponse,
  LandingPageTopic,
} from "@movebreak/shared/contracts/landing-pages";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const LANDING_PAGES_PATH = "/api/admin/landing-pages";

/** The rows asked for at a time (the server's default, and what 'Load more' adds). */
export const LANDING_PAGES_PER_REQUEST = 50;

/**
 * The key every list query starts with, whatever its search: writes invalidate this prefix,
 * so each search, with every page loaded so far, is read again.
 */
export const LANDING_PAGES_LIST_KEY = [LANDING_PAGES_PATH, "list"] as const;

export interface LandingPagesFilters {
  /** A piece of the SEO title (trimmed; empty for every page). */
  q: string;
  type: LandingPageTopic | null;
}

/** GET /api/admin/landing-pages?limit=&cursor=&q=&type=: one page of rows, newest first, with the counts. */
export function getLandingPages(params: LandingPageListParams, signal?: AbortSignal): Promise<LandingPageListResponse> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== "") search.set(key, String(value));
  }
  const query = search.toString();
  return apiRequest<LandingPageListResponse>(query ? `${LANDING_PAGES_PATH}?${query}` : LANDING_PAGES_PATH, {
    signal,
  });
}

export function getLandingPagesQueryOptions({ q, type }: LandingPagesFilters) {
  return infiniteQueryOptions({
    queryKey: [...LANDING_PAGES_LIST_KEY, { q, type }],
    queryFn: ({ pageParam, signal }) =>
      getLandingPages(
        { limit: LANDING_PAGES_PER_REQUEST, q, type: type ?? undefined, cursor: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The list for a search, a page at a time; the rows of the last search stay in view while the next loads. */
export function useLandingPages(filters: LandingPagesFilters) {
  return useInfiniteQuery({ ...getLandingPagesQueryOptions(filters), placeholderData: keepPreviousData });
}
