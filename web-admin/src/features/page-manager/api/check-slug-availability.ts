import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { LANDING_PAGES_PATH } from "./get-landing-pages";

export interface SlugAvailabilityResponse {
  isAvailable: boolean;
}

/** GET /api/admin/landing-pages/check-slug/{slug} (400 when the slug has characters outside a-z, 0-9, -). */
export function checkSlugAvailability(slug: string, signal?: AbortSignal): Promise<SlugAvailabilityResponse> {
  return apiRequest<SlugAvailabilityResponse>(`${LANDING_PAGES_PATH}/check-slug/${encodeURIComponent(slug)}`, {
    signal,
  });
}

export function getSlugAvailabilityQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [LANDING_PAGES_PATH, "check-slug", slug],
    // Passing the signal on lets TanStack Query abort a check whose slug is no longer wanted.
    queryFn: ({ signal }) => checkSlugAvailability(slug, signal),
    // Another operator can take a slug at any time: never answer from an old check.
    staleTime: 0,
    gcTime: 0,
  });
}

/** The availability of `slug`, or nothing while it is null (no check wanted). */
export function useSlugAvailability(slug: string | null) {
  return useQuery({ ...getSlugAvailabilityQueryOptions(slug ?? ""), enabled: slug !== null });
}
