import { BRAND } from "./brand";
import { PUBLIC_ROUTE_ENTRIES, type RouteMetadata } from "./public-routes";
import { toTitleCase } from "./title-case";

export type { RouteMetadata } from "./public-routes";

/** The head of each fixed page by its address, as the route table (public-routes.ts) gives it. */
export const STATIC_ROUTE_METADATA: Readonly<Record<string, RouteMetadata>> = Object.fromEntries(
  PUBLIC_ROUTE_ENTRIES.flatMap(([, route]) => {
    const { meta } = route;
    return meta ? route.paths.map((path) => [path, meta] as const) : [];
  }),
);

/** A page title that ends with the brand, as every title of the site does ("Hip Stretches | Movebreak"). */
export function withBrand(title: string): string {
  const suffix = ` | ${BRAND.name}`;
  return title.trim().endsWith(suffix.trim()) ? title.trim() : `${title.trim()}${suffix}`;
}

/**
 * A location routine page's title: its content's SEO title, with the brand at the end whatever the operator typed,
 * else the default (public spec section 2).
 */
export function locationTitle(locationName: string, seoTitle: string | undefined): string {
  return seoTitle ? withBrand(seoTitle) : defaultLocationMetadata(locationName).title;
}

/** The location routine page's metadata when its content has none (public spec section 2). */
export function defaultLocationMetadata(locationTitle: string): RouteMetadata {
  const title = toTitleCase(locationTitle);
  return {
    type: "article",
    title: `Free Office Exercises & Desk Stretches - ${title} | ${BRAND.name}`,
    description: `Follow a free ${title} routine at your desk: short guided exercises, 15 seconds each.`,
    keywords: "office exercises, desk stretches, workplace wellness",
  };
}
