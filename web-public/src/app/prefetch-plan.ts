import { landingPageApiPath, landingPageQueryKey } from "@/features/landing-pages/api/get-landing-page";
import { locationsWithThumbnailsQueryKey } from "@/features/movements/api/get-locations-with-thumbnails";
import { locationBySlugApiPath, locationBySlugQueryKey } from "@/features/routine/api/get-location-by-slug";
import { locationContentPrefetchPath, locationContentQueryKey } from "@/features/routine/api/get-location-content";
import { locationWorkoutsPrefetchPath, locationWorkoutsQueryKey } from "@/features/routine/api/get-location-workouts";
import type { PrefetchItem } from "@/lib/prefetch";
import { pathOf } from "@/lib/url";
import { landingPageSlugOf, locationRoutineSlugOf } from "./routes";

/**
 * The reads of a location routine page: the location, its workouts and its
 * content (the last two addressed by slug, as the page keys them, since the
 * server reads everything in one round), and the list the "More Desk
 * Exercises" carousel picks from.
 */
function locationRoutinePlan(slug: string): PrefetchItem[] {
  return [
    { queryKey: locationBySlugQueryKey(slug), path: locationBySlugApiPath(slug) },
    { queryKey: locationWorkoutsQueryKey(slug), path: locationWorkoutsPrefetchPath(slug) },
    { queryKey: locationContentQueryKey(slug), path: locationContentPrefetchPath(slug) },
    { queryKey: [...locationsWithThumbnailsQueryKey], path: locationsWithThumbnailsQueryKey.join("/") },
  ];
}

/**
 * The API reads a URL needs before it can be rendered on the server. The server
 * performs them in-process and hands the answers back (dehydrateAnswers), so the
 * first paint of a data page already has its content, title and status.
 */
export function prefetchPlan(url: string): PrefetchItem[] {
  const path = pathOf(url);
  const slug = landingPageSlugOf(path);
  if (slug !== null) return [{ queryKey: landingPageQueryKey(slug), path: landingPageApiPath(slug) }];
  const routineSlug = locationRoutineSlugOf(path);
  if (routineSlug) return locationRoutinePlan(routineSlug);
  return [];
}
