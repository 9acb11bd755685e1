import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { LANDING_PAGES_PATH } from "./get-landing-pages";

export interface LandingPageTypesResponse {
  types: string[];
}

/** GET /api/admin/landing-pages/types: the page types in use (landing_page always among them). */
export function getLandingPageTypes(signal?: AbortSignal): Promise<LandingPageTypesResponse> {
  return apiRequest<LandingPageTypesResponse>(`${LANDING_PAGES_PATH}/types`, { signal });
}

export function getLandingPageTypesQueryOptions() {
  return queryOptions({
    queryKey: [LANDING_PAGES_PATH, "types"],
    queryFn: ({ signal }) => getLandingPageTypes(signal),
  });
}

export function useLandingPageTypes() {
  return useQuery(getLandingPageTypesQueryOptions());
}
