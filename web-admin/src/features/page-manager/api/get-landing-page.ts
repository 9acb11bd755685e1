import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { LANDING_PAGES_PATH } from "./get-landing-pages";

/** GET /api/admin/landing-pages/{id}: one page with every form field, for editing. */
export function getLandingPage(id: number, signal?: AbortSignal): Promise<LandingPage> {
  return apiRequest<LandingPage>(`${LANDING_PAGES_PATH}/${id}`, { signal });
}

export function getLandingPageQueryOptions(id: number) {
  return queryOptions({
    queryKey: [LANDING_PAGES_PATH, id],
    queryFn: ({ signal }) => getLandingPage(id, signal),
    // Always the stored version when the form opens, never a copy from an earlier edit.
    staleTime: 0,
  });
}

export function useLandingPage(id: number | null) {
  return useQuery({ ...getLandingPageQueryOptions(id ?? 0), enabled: id !== null });
}
