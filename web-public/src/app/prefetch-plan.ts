import { matchPath } from "react-router";
import { landingPageApiPath, landingPageQueryKey } from "@/features/landing-pages/api/get-landing-page";
import { locationsWithThumbnailsQueryKey } from "@/features/movements/api/get-locations-with-thumbnails";
import { metadataQueryKey } from "@/features/page-metadata/api/get-metadata";
import { reviewsQueryKey } from "@/features/reviews/api/get-reviews";
import { locationBySlugApiPath, locationBySlugQueryKey } from "@/features/routine/api/get-location-by-slug";
import { locationContentPrefetchPath, locationContentQueryKey } from "@/features/routine/api/get-location-content";
import { locationWorkoutsPrefetchPath, locationWorkoutsQueryKey } from "@/features/routine/api/get-location-workouts";
import type { PrefetchItem } from "@/lib/prefetch";
import { pathOf, searchOf } from "@/lib/url";
import { metadataPathOf } from "./route-head";
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

const matchesPath = (pattern: string, path: string) => matchPath({ path: pattern, end: true }, path) !== null;

/**
 * The API reads a URL needs before it can be rendered on the server. The server
 * performs them in-process and hands the answers back (dehydrateAnswers), so the
 * first paint of a data page already has its content, title and status.
 */
export function prefetchPlan(url: string): PrefetchItem[] {
  const path = pathOf(url);
  // The metadata query (spec section 7) is answered on the server too, so the browser does not read it again.
  const metadataPath = metadataPathOf(path, searchOf(url));
  const metadata = metadataPath
    ? [
        {
          queryKey: [...metadataQueryKey(metadataPath)],
          path: `/api/metadata?path=${encodeURIComponent(metadataPath)}`,
        },
      ]
    : [];
  return [...dataPlan(path), ...metadata];
}

function dataPlan(path: string): PrefetchItem[] {
  const slug = landingPageSlugOf(path);
  if (slug !== null) return [{ queryKey: landingPageQueryKey(slug), path: landingPageApiPath(slug) }];
  const routineSlug = locationRoutineSlugOf(path);
  if (routineSlug) return locationRoutinePlan(routineSlug);
  // The directory and the reviews render their lists on the server too (readable without JavaScript).
  if (matchesPath("/movements", path)) {
    return [{ queryKey: [...locationsWithThumbnailsQueryKey], path: locationsWithThumbnailsQueryKey.join("/") }];
  }
  if (matchesPath("/reviews", path)) return [{ queryKey: [...reviewsQueryKey], path: reviewsQueryKey.join("/") }];
  return [];
}
