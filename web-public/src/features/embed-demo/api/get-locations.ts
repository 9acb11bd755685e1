import type { Location } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const locationsQueryKey = ["/api/locations"] as const;

/** GET /api/locations: every location with its id, title and exercise count. */
export function getLocations(signal?: AbortSignal): Promise<Location[]> {
  return apiGet<Location[]>(locationsQueryKey.join("/"), signal);
}

export function getLocationsQueryOptions() {
  return queryOptions({ queryKey: locationsQueryKey, queryFn: ({ signal }) => getLocations(signal) });
}

export function useLocations() {
  return useQuery(getLocationsQueryOptions());
}
