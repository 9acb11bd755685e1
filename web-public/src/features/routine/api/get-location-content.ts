import type { LocationContent } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { getLocationBySlugQueryOptions, locationBySlugQueryKey } from "./get-location-by-slug";
import { nullWhenNotFound } from "./null-when-not-found";

/** The location's page content, or null when it has none (the page then uses its defaults). */
export type LocationContentData = LocationContent | null;

/** Keyed by the page's slug, like the workouts. */
export function locationContentQueryKey(slug: string): string[] {
  return [...locationBySlugQueryKey(slug), "content"];
}

/**
 * The path the server's in-process loader answers for a slug: the answer of
 * GET /api/location-content/{locationId} for the location the slug names.
 */
export function locationContentPrefetchPath(slug: string): string {
  return `/api/location-content?locationSlug=${encodeURIComponent(slug)}`;
}

export function getLocationContent(locationId: string, signal?: AbortSignal): Promise<LocationContentData> {
  return nullWhenNotFound(apiGet<LocationContent>(`/api/location-content/${encodeURIComponent(locationId)}`, signal));
}

export function getLocationContentQueryOptions(slug: string) {
  return queryOptions({
    queryKey: locationContentQueryKey(slug),
    queryFn: async ({ client, signal }): Promise<LocationContentData> => {
      const location = await client.ensureQueryData(getLocationBySlugQueryOptions(slug));
      return location ? getLocationContent(location.id, signal) : null;
    },
  });
}

export function useLocationContent(slug: string) {
  return useQuery(getLocationContentQueryOptions(slug));
}
