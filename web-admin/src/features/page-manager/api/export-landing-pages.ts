import type { LandingPage } from "@movebreak/shared/contracts/landing-pages";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { LANDING_PAGES_PATH } from "./get-landing-pages";

/** An export: every page of the type, with all its fields. */
export interface ExportedLandingPages {
  pages: LandingPage[];
  count: number;
}

/** GET /api/admin/landing-pages/export?type={type}: every page of one type. */
export function exportLandingPages(type: string, signal?: AbortSignal): Promise<ExportedLandingPages> {
  return apiRequest<ExportedLandingPages>(`${LANDING_PAGES_PATH}/export?type=${encodeURIComponent(type)}`, {
    signal,
  });
}

export function getExportLandingPagesQueryOptions(type: string) {
  return queryOptions({
    queryKey: [LANDING_PAGES_PATH, "export", type],
    queryFn: ({ signal }) => exportLandingPages(type, signal),
    // An export is read fresh each time and not kept in memory afterwards.
    staleTime: 0,
    gcTime: 0,
  });
}

/** Reads an export on demand (a button press), through the query cache. */
export function useExportLandingPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (type: string) => queryClient.fetchQuery(getExportLandingPagesQueryOptions(type)),
  });
}
