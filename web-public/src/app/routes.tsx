import { BRAND, BRAND_PATHS } from "@movebreak/shared/brand";
import { type RouteMetadata, STATIC_ROUTE_METADATA } from "@movebreak/shared/route-metadata";
import { matchPath } from "react-router";
import { decodePath } from "@/lib/url";
import { type LazyRoute, lazyRoute } from "./lazy-route";

/*
 * Every screen is its own chunk (lazy-route.tsx): the home page does not
 * download the code of the other pages. The first argument is the file as
 * Vite's manifest names it (routes.test.tsx checks that each one exists).
 */
const HomeRoute = lazyRoute(
  "src/app/routes/home.tsx",
  () => import("./routes/home"),
  (m) => m.HomeRoute,
);
const FeaturesRoute = lazyRoute(
  "src/app/routes/features.tsx",
  () => import("./routes/features"),
  (m) => m.FeaturesRoute,
);
const MovementsRoute = lazyRoute(
  "src/app/routes/movements.tsx",
  () => import("./routes/movements"),
  (m) => m.MovementsRoute,
);
const ReviewsRoute = lazyRoute(
  "src/app/routes/reviews.tsx",
  () => import("./routes/reviews"),
  (m) => m.ReviewsRoute,
);
const PricingRoute = lazyRoute(
  "src/app/routes/pricing.tsx",
  () => import("./routes/pricing"),
  (m) => m.PricingRoute,
);
const SupportRoute = lazyRoute(
  "src/app/routes/support.tsx",
  () => import("./routes/support"),
  (m) => m.SupportRoute,
);
const AdLandingRoute = lazyRoute(
  "src/app/routes/ad-landing.tsx",
  () => import("./routes/ad-landing"),
  (m) => m.AdLandingRoute,
);
const StoryLandingRoute = lazyRoute(
  "src/app/routes/story-landing.tsx",
  () => import("./routes/story-landing"),
  (m) => m.StoryLandingRoute,
);
const DesignSystemRoute = lazyRoute(
  "src/app/routes/design-system.tsx",
  () => import("./routes/design-system"),
  (m) => m.DesignSystemRoute,
);
const AnyMovementCountsRoute = lazyRoute(
  "src/app/routes/any-movement-counts.tsx",
  () => import("./routes/any-movement-counts"),
  (m) => m.AnyMovementCountsRoute,
);
const ChairTrapRoute = lazyRoute(
  "src/app/routes/the-chair-trap.tsx",
  () => import("./routes/the-chair-trap"),
  (m) => m.ChairTrapRoute,
);
const AboutRoute = lazyRoute(
  "src/app/routes/about.tsx",
  () => import("./routes/about"),
  (m) => m.AboutRoute,
);
const AppOfTheYearRoute = lazyRoute(
  "src/app/routes/app-of-the-year.tsx",
  () => import("./routes/app-of-the-year"),
  (m) => m.AppOfTheYearRoute,
);
const TermsRoute = lazyRoute(
  "src/app/routes/terms.tsx",
  () => import("./routes/terms"),
  (m) => m.TermsRoute,
);
const EmbedDemoRoute = lazyRoute(
  "src/app/routes/embed-demo.tsx",
  () => import("./routes/embed-demo"),
  (m) => m.EmbedDemoRoute,
);
export const LandingPageRoute = lazyRoute(
  "src/app/routes/landing-page.tsx",
  () => import("./routes/landing-page"),
  (m) => m.LandingPageRoute,
);
export const LocationRoutineRoute = lazyRoute(
  "src/app/routes/location-routine.tsx",
  () => import("./routes/location-routine"),
  (m) => m.LocationRoutineRoute,
);
export const SharedRoutineRoute = lazyRoute(
  "src/app/routes/shared-routine.tsx",
  () => import("./routes/shared-routine"),
  (m) => m.SharedRoutineRoute,
);
export const NotFoundRoute = lazyRoute(
  "src/app/routes/not-found.tsx",
  () => import("./routes/not-found"),
  (m) => m.NotFoundRoute,
);

export interface PublicRoute {
  path: string;
  Component: LazyRoute;
  meta: RouteMetadata;
}

/** Title and description shared with the server's /api/metadata, so both always agree. */
function metadataOf(path: string): RouteMetadata {
  const meta = STATIC_ROUTE_METADATA[path];
  if (!meta) throw new Error(`No metadata for ${path} in shared/src/route-metadata.ts`);
  return meta;
}

function route(path: string, Component: LazyRoute): PublicRoute {
  return { path, Component, meta: metadataOf(path) };
}

/** Every public route this app serves; anything else is the 404 screen. */
export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  route("/", HomeRoute),
  route("/index-3", HomeRoute),
  route("/features", FeaturesRoute),
  route("/movements", MovementsRoute),
  route("/reviews", ReviewsRoute),
  route("/pricing", PricingRoute),
  route("/support", SupportRoute),
  route("/index-2", AdLandingRoute),
  route(BRAND_PATHS.story, StoryLandingRoute),
  route("/design-system", DesignSystemRoute),
  route("/any-movement-counts", AnyMovementCountsRoute),
  route("/the-chair-trap", ChairTrapRoute),
  route(BRAND_PATHS.about, AboutRoute),
  route(BRAND_PATHS.appOfTheYear, AppOfTheYearRoute),
  route("/terms", TermsRoute),
  route("/embed-demo", EmbedDemoRoute),
];

export const NOT_FOUND_META: RouteMetadata = {
  type: "website",
  title: `Page Not Found | ${BRAND.name}`,
  description: `The page you are looking for does not exist. Head back to ${BRAND.name}.`,
  keywords: "",
};

/** The route a path belongs to, matched like the router does (case-insensitive, trailing slash allowed). */
export function findPublicRoute(pathname: string): PublicRoute | undefined {
  return PUBLIC_ROUTES.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname) !== null);
}

/** The generated landing pages (spec section 2); their title and metadata come from the page itself. */
export const LANDING_PAGE_ROUTE_PATH = "/pages/:slug";

/** The slug of a /pages/{slug} path, decoded as the router hands it to the route; null for any other path. */
export function landingPageSlugOf(pathname: string): string | null {
  const match = matchPath({ path: LANDING_PAGE_ROUTE_PATH, end: true }, decodePath(pathname));
  return match?.params.slug ?? null;
}

/** The location routine page (spec section 2): both addresses show the same view; /locations alone is the no-slug error. */
export const LOCATION_ROUTINE_ROUTE_PATHS = ["/movements/:slug", "/locations/:slug?"] as const;

/** The slug of a routine page path ("" when it has none); null for any other path. */
export function locationRoutineSlugOf(pathname: string): string | null {
  const path = decodePath(pathname);
  for (const pattern of LOCATION_ROUTINE_ROUTE_PATHS) {
    const match = matchPath({ path: pattern, end: true }, path);
    if (match) return match.params.slug ?? "";
  }
  return null;
}

/** The shared routine page (spec section 2); /try alone shows "Error: No key provided". */
export const SHARED_ROUTINE_ROUTE_PATH = "/try/:key?";

/** The key of a /try/{key} path ("" when it has none); null for any other path. */
export function sharedRoutineKeyOf(pathname: string): string | null {
  const match = matchPath({ path: SHARED_ROUTINE_ROUTE_PATH, end: true }, decodePath(pathname));
  return match ? (match.params.key ?? "") : null;
}

/** The screen App renders for a path (the same matching as its <Routes>): what must be loaded before rendering it. */
export function routeScreenOf(pathname: string): LazyRoute {
  const route = findPublicRoute(pathname);
  if (route) return route.Component;
  if (landingPageSlugOf(pathname) !== null) return LandingPageRoute;
  if (locationRoutineSlugOf(pathname) !== null) return LocationRoutineRoute;
  if (sharedRoutineKeyOf(pathname) !== null) return SharedRoutineRoute;
  return NotFoundRoute;
}

/** Every screen's chunk (the server loads them all before its first render; so do the tests). */
export function preloadAllRoutes(): Promise<void> {
  const screens = [
    ...PUBLIC_ROUTES.map((route) => route.Component),
    LandingPageRoute,
    LocationRoutineRoute,
    SharedRoutineRoute,
    NotFoundRoute,
  ];
  return Promise.all(screens.map((screen) => screen.preload())).then(() => undefined);
}
