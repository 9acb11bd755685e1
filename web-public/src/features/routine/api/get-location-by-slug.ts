import type { Location } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { nullWhenNotFound } from "./null-when-not-found";

/** GET /api/locations/by-slug/{slug}: the location with its slug. */
export type LocationBySlug = Location & { slug: string };

/** The location, or null when there is none with this slug. */
export type LocationBySlugData = LocationBySlug | null;

export function locationBySlugQueryKey(slug: string): string[] {
  return ["/api/locations/by-slug", slug];
}

/** The API path of a slug; the same one the server prefetches. */
export function locationBySlugApiPath(slug: string): string {
  return `/api/locations/by-slug/${encodeURIComponent(slug)}`;
}

export function getLocationBySlug(slug: string, signal?: AbortSignal): Promise<LocationBySlugData> {
  return nullWhenNotFound(apiGet<LocationBySlug>(locationBySlugApiPath(slug), signal));
}

export function getLocationBySlugQueryOptions(slug: string) {
  return queryOptions({
    queryKey: locationBySlugQueryKey(slug),
    queryFn: ({ signal }) => getLocationBySlug(slug, signal),
  });
}

export function useLocationBySlug(slug: string) {
  return useQuery(getLocationBySlugQueryOptions(slug));
}
