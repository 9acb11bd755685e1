import type { PlayableWorkout } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";
import { getLocationBySlugQueryOptions, locationBySlugQueryKey } from "./get-location-by-slug";
import { nullWhenNotFound } from "./null-when-not-found";

/** The location's workouts, or null when the location (and so its workouts) is not found. */
export type LocationWorkoutsData = PlayableWorkout[] | null;

/** Keyed by the page's slug: the page knows its slug long before it knows the location id. */
export function locationWorkoutsQueryKey(slug: string): string[] {
  return [...locationBySlugQueryKey(slug), "workouts"];
}

/**
 * The path the server's in-process loader answers for a slug: the answer of
 * GET /api/workouts?locationId={id} for the location the slug names (the
 * server renders in one round of reads, so it cannot wait for the id first).
 */
export function locationWorkoutsPrefetchPath(slug: string): string {
  return `/api/workouts?locationSlug=${encodeURIComponent(slug)}`;
}

export function getLocationWorkouts(locationId: string, signal?: AbortSignal): Promise<LocationWorkoutsData> {
  return nullWhenNotFound(
    apiGet<PlayableWorkout[]>(`/api/workouts?locationId=${encodeURIComponent(locationId)}`, signal),
  );
}

export function getLocationWorkoutsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: locationWorkoutsQueryKey(slug),
    queryFn: async ({ client, signal }): Promise<LocationWorkoutsData> => {
      const location = await client.ensureQueryData(getLocationBySlugQueryOptions(slug));
      return location ? getLocationWorkouts(location.id, signal) : null;
    },
  });
}

export function useLocationWorkouts(slug: string) {
  return useQuery(getLocationWorkoutsQueryOptions(slug));
}
