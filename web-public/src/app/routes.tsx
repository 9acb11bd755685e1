import { PUBLIC_ROUTE_ENTRIES, type PublicRouteDefinition, type PublicRouteId } from "@movebreak/shared/public-routes";
import type { ComponentType } from "react";
import { matchPath } from "react-router";
import { landingPageApiPath, landingPageQueryKey } from "@/features/landing-pages/api/get-landing-page";
import { locationsWithThumbnailsQueryKey } from "@/features/movements/api/get-locations-with-thumbnails";
import { reviewsQueryKey } from "@/features/reviews/api/get-reviews";
import { locationBySlugApiPath, locationBySlugQueryKey } from "@/features/routine/api/get-location-by-slug";
import { locationContentPrefetchPath, locationContentQueryKey } from "@/features/routine/api/get-location-content";
import { locationWorkoutsPrefetchPath, locationWorkoutsQueryKey } from "@/features/routine/api/get-location-workouts";
import { sharedRoutineApiPath, sharedRoutineQueryKey } from "@/features/shared-routine/api/get-shared-routine";
import type { PrefetchItem } from "@/lib/prefetch";
import { decodePath } from "@/lib/url";
import { type LazyRoute, lazyRoute } from "./lazy-route";
import {
  homeHead,
  landingPageRouteHead,
  locationRoutineHead,
  type MatchedPage,
  type PageHead,
  sharedRoutinePageHead,
} from "./page-heads";

export type RouteParams = Readonly<Record<string, string>>;

/** What the browser adds to an entry of the shared route table (shared/src/public-routes.ts). */
export interface RouteScreen {
  /**
   * The screen, a chunk of its own (lazy-route.tsx): the home page does not download the code of the
   * other pages (routes.test.tsx checks each file exists).
   */
  screen: LazyRoute;
  /** The API reads the server makes before rendering, under the keys the screen's queries use. */
  prefetch?: (params: RouteParams) => PrefetchItem[];
  /** Status and head; without one, the page's metadata from the shared table (fixedPageHead). */
  head?: PageHead;
}

/** A screen of routes/ (its file, as Vite's manifest names it, for the server's modulepreload link). */
function screen<M>(file: string, load: () => Promise<M>, pick: (loaded: M) => ComponentType): LazyRoute {
  return lazyRoute(`src/app/routes/${file}.tsx`, load, pick);
}

/** A list read: GET of the joined key (spec section 7), as the list's query reads it. */
const listRead = (queryKey: readonly string[]): PrefetchItem => ({ queryKey: [...queryKey], path: queryKey.join("/") });

const SCREENS: { readonly [Id in PublicRouteId]: RouteScreen } = {
  home: {
    screen: screen(
      "home",
      () => import("./routes/home"),
      (m) => m.HomeRoute,
    ),
    // Its reviews are the /reviews page's own (one reviewer, one name, one face on both).
    prefetch: () => [listRead(reviewsQueryKey)],
    head: homeHead,
  },
  adLanding: {
    screen: screen(
      "ad-landing",
      () => import("./routes/ad-landing"),
      (m) => m.AdLandingRoute,
    ),
  },
  storyLanding: {
    screen: screen(
      "story-landing",
      () => import("./routes/story-landing"),
      (m) => m.StoryLandingRoute,
    ),
  },
  designSystem: {
    screen: screen(
      "design-system",
      () => import("./routes/design-system"),
      (m) => m.DesignSystemRoute,
    ),
  },
  features: {
    screen: screen(
      "features",
      () => import("./routes/features"),
      (m) => m.FeaturesRoute,
    ),
  },
  // The directory and the reviews render their lists on the server too (readable without JavaScript).
  reviews: {
    screen: screen(
      "reviews",
      () => import("./routes/reviews"),
      (m) => m.ReviewsRoute,
    ),
    prefetch: () => [listRead(reviewsQueryKey)],
  },
  pricing: {
    screen: screen(
      "pricing",
      () => import("./routes/pricing"),
      (m) => m.PricingRoute,
    ),
  },
  anyMovementCounts: {
    screen: screen(
      "any-movement-counts",
      () => import("./routes/any-movement-counts"),
      (m) => m.AnyMovementCountsRoute,
    ),
  },
  chairTrap: {
    screen: screen(
      "the-chair-trap",
      () => import("./routes/the-chair-trap"),
      (m) => m.ChairTrapRoute,
    ),
  },
  about: {
    screen: screen(
      "about",
      () => import("./routes/about"),
      (m) => m.AboutRoute,
    ),
  },
  appOfTheYear: {
    screen: screen(
      "app-of-the-year",
      () => import("./routes/app-of-the-year"),
      (m) => m.AppOfTheYearRoute,
    ),
  },
  terms: {
    screen: screen(
      "terms",
      () => import("./routes/terms"),
      (m) => m.TermsRoute,
    ),
  },
  support: {
    screen: screen(
      "support",
      () => import("./routes/support"),
      (m) => m.SupportRoute,
    ),
  },
  movements: {
    screen: screen(
      "movements",
      () => import("./routes/movements"),
      (m) => m.MovementsRoute,
    ),
    prefetch: () => [listRead(locationsWithThumbnailsQueryKey)],
  },
  embedDemo: {
    screen: screen(
      "embed-demo",
      () => import("./routes/embed-demo"),
      (m) => m.EmbedDemoRoute,
    ),
  },
  locationRoutine: {
    screen: screen(
      "location-routine",
      () => import("./routes/location-routine"),
      (m) => m.LocationRoutineRoute,
    ),
    // The location, its workouts and its content (the last two addressed by slug, as the page keys them,
    // since the server reads everything in one round), and the list the "More Desk Exercises" carousel picks from.
    prefetch: ({ slug = "" }) =>
      slug
        ? [
            { queryKey: locationBySlugQueryKey(slug), path: locationBySlugApiPath(slug) },
            { queryKey: locationWorkoutsQueryKey(slug), path: locationWorkoutsPrefetchPath(slug) },
            { queryKey: locationContentQueryKey(slug), path: locationContentPrefetchPath(slug) },
            listRead(locationsWithThumbnailsQueryKey),
          ]
        : [],
    head: locationRoutineHead,
  },
  sharedRoutine: {
    screen: screen(
      "shared-routine",
      () => import("./routes/shared-routine"),
      (m) => m.SharedRoutineRoute,
    ),
    // Read once, on the server: the title and exercise list are in the HTML, and the browser starts from them.
    prefetch: ({ key = "" }) =>
      key ? [{ queryKey: sharedRoutineQueryKey(key), path: sharedRoutineApiPath(key) }] : [],
    head: sharedRoutinePageHead,
  },
  landingPage: {
    screen: screen(
      "landing-page",
      () => import("./routes/landing-page"),
      (m) => m.LandingPageRoute,
    ),
    prefetch: ({ slug = "" }) => [{ queryKey: landingPageQueryKey(slug), path: landingPageApiPath(slug) }],
    head: landingPageRouteHead,
  },
};

export const NotFoundRoute = screen(
  "not-found",
  () => import("./routes/not-found"),
  (m) => m.NotFoundRoute,
);

export interface PublicRoute extends PublicRouteDefinition, RouteScreen {
  id: PublicRouteId;
}

/** Every public route this app serves, in the shared table's order; anything else is the 404 screen. */
export const PUBLIC_ROUTE_TABLE: readonly PublicRoute[] = PUBLIC_ROUTE_ENTRIES.map(([id, route]) => ({
  id,
  ...route,
  ...SCREENS[id],
}));

export interface RouteMatch extends MatchedPage {
  route: PublicRoute;
}

/**
 * The route a path belongs to, matched as the router matches it: decoded segment by segment (an encoded
 * "/" stays "%2F"), not case-sensitive, trailing slash allowed. Its parameters equal what the screen
 * reads from useParams() ("" for an absent optional one), so keys built from them agree.
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const path = decodePath(pathname);
  for (const route of PUBLIC_ROUTE_TABLE) {
    for (const pattern of route.paths) {
      const match = matchPath({ path: pattern, end: true }, path);
      if (match) {
        const params = Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, value ?? ""]));
        return { route, pattern, params };
      }
    }
  }
  return undefined;
}

/** The screen App renders for a path: what must be loaded before rendering it. */
export function routeScreenOf(pathname: string): LazyRoute {
  return matchRoute(pathname)?.route.screen ?? NotFoundRoute;
}

/** Every screen's chunk (the server loads them all before its first render; so do the tests). */
export function preloadAllRoutes(): Promise<void> {
  const screens = [...PUBLIC_ROUTE_TABLE.map((route) => route.screen), NotFoundRoute];
  return Promise.all(screens.map((screen) => screen.preload())).then(() => undefined);
}
