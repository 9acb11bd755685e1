import { BRAND, BRAND_PATHS } from "@movebreak/shared/brand";
import { type RouteMetadata, STATIC_ROUTE_METADATA } from "@movebreak/shared/route-metadata";
import type { ComponentType } from "react";
import { matchPath } from "react-router";
import { decodePath } from "@/lib/url";
import { AboutRoute } from "./routes/about";
import { AdLandingRoute } from "./routes/ad-landing";
import { AnyMovementCountsRoute } from "./routes/any-movement-counts";
import { AppOfTheYearRoute } from "./routes/app-of-the-year";
import { DesignSystemRoute } from "./routes/design-system";
import { EmbedDemoRoute } from "./routes/embed-demo";
import { FeaturesRoute } from "./routes/features";
import { HomeRoute } from "./routes/home";
import { MovementsRoute } from "./routes/movements";
import { PricingRoute } from "./routes/pricing";
import { ReviewsRoute } from "./routes/reviews";
import { StoryLandingRoute } from "./routes/story-landing";
import { SupportRoute } from "./routes/support";
import { TermsRoute } from "./routes/terms";
import { ChairTrapRoute } from "./routes/the-chair-trap";

export interface PublicRoute {
  path: string;
  Component: ComponentType;
  meta: RouteMetadata;
}

/** Title and description shared with the server's /api/metadata, so both always agree. */
function metadataOf(path: string): RouteMetadata {
  const meta = STATIC_ROUTE_METADATA[path];
  if (!meta) throw new Error(`No metadata for ${path} in shared/src/route-metadata.ts`);
  return meta;
}

function route(path: string, Component: ComponentType): PublicRoute {
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
