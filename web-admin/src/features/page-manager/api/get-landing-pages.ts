import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const LANDING_PAGES_PATH = "/api/admin/landing-pages";

export interface LandingPagesResponse {
  pages: LandingPage[];
  count: number;
}

/** GET /api/admin/landing-pages: every landing page, newest first. */
export function getLandingPages(signal?: AbortSignal): Promise<LandingPagesResponse> {
  return apiRequest<LandingPagesResponse>(LANDING_PAGES_PATH, { signal });
}

export function getLandingPagesQueryOptions() {
  return queryOptions({
    queryKey: [LANDING_PAGES_PATH],
    queryFn: ({ signal }) => getLandingPages(signal),
  });
}

export function useLandingPages() {
  return useQuery(getLandingPagesQueryOptions());
}
