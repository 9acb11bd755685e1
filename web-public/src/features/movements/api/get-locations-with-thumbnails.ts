import type { LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const locationsWithThumbnailsQueryKey = ["/api/locations", "with-thumbnails"] as const;

export function getLocationsWithThumbnails(signal?: AbortSignal): Promise<LocationWithThumbnail[]> {
  return apiGet<LocationWithThumbnail[]>(locationsWithThumbnailsQueryKey.join("/"), signal);
}

export function getLocationsWithThumbnailsQueryOptions() {
  return queryOptions({
    queryKey: locationsWithThumbnailsQueryKey,
    queryFn: ({ signal }) => getLocationsWithThumbnails(signal),
  });
}

export function useLocationsWithThumbnails() {
  return useQuery(getLocationsWithThumbnailsQueryOptions());
}
