import { BRAND, BRAND_PATHS } from "./brand";
import { fillPathPattern, matchPathPattern } from "./path-pattern";

/**
 * The public site's route table (public spec section 2): every page, its addresses and, for a page
 * that is the same for every visitor, its head. The browser's router, the server render's prefetch and
 * head (web-public/src/app/routes.tsx adds each page's screen), GET /api/metadata and the sitemap all
 * read this table; a path no entry matches is the 404 page. Every link to a page is made from it too
 * (`hrefOf`), so a page's address is written only here.
 */

/** Page metadata: the head of a fixed page, and what GET /api/metadata answers for it. */
export interface RouteMetadata {
  type: "article" | "website";
  title: string;
  description: string;
  keywords: string;
}

export interface PublicRouteDefinition {
  /** Path patterns in React Router's syntax (path-pattern.ts); the first is the page's own address. */
  readonly paths: readonly [string, ...string[]];
  /** The head of a page that is the same for every visitor; such a page is listed in the sitemap. */
  readonly meta?: RouteMetadata;
  /** A data page GET /api/metadata describes from its data: the parameter naming it (described when given). */
  readonly metadataParam?: string;
  /**
   * Its parameters keep their case (a routine key): its canonical address lowercases only the fixed part.
   * Every other page's address is lowercase (fixed paths; slugs, which the slug rules make lowercase).
   */
  readonly caseSensitive?: boolean;
}

const b = BRAND.name;
const home: RouteMetadata = {
  type: "website",
  title: `${b} - 1-Minute Movement Breaks for People Who Sit a Lot`,
  description: `${b} locks the apps you choose when you sit too long and unlocks them after a short move. Over 2,000 desk exercises. Try it free for 7 days.`,
  keywords: "movement breaks, desk exercises, office exercises, sitting too long, screen time, active breaks",
};

/* Fixed pages in sitemap order, then the pages addressed by their data. */
const routes = {
  home: { paths: ["/", "/index-3"], meta: home },
  adLanding: {
    paths: ["/index-2"],
    meta: {
      type: "website",
      title: `Sitting Is Costing You More Than You Think | ${b}`,
      description: `The average office worker sits 9.5 hours a day. ${b} turns your phone into a reason to move: apps lock, you move, apps unlock.`,
      keywords: "sitting health risks, move more at work, app blocker for health, desk job exercise",
    },
  },
  storyLanding: {
    paths: [BRAND_PATHS.story],
    meta: {
      type: "website",
      title: `Escape the Chair: A Day of Sitting, Rewritten | ${b}`,
      description:
        "Work, commute, meals and screens add up to more than 16 hours of sitting. See how 1-minute moves break the chain.",
      keywords: "escape the chair, sitting timeline, movement breaks, sit guard",
    },
  },
  designSystem: {
    paths: ["/design-system"],
    meta: {
      type: "website",
      title: `Design System | ${b}`,
      description: `Colours, typography, buttons, cards and grid of the ${b} website.`,
      keywords: "design system, style guide, components",
    },
  },
  features: {
    paths: ["/features"],
    meta: {
      type: "website",
      title: `Features: Active Pass, Watts, Sit Guard and More | ${b}`,
      description: `Everything ${b} does to get you moving: app locking, smart inactivity detection, Watts, streaks, schedules and family sharing for 6.`,
      keywords: "active pass, watts, sit guard, movement recommender, streaks, family sharing",
    },
  },
  reviews: {
    paths: ["/reviews"],
    meta: {
      type: "website",
      title: `Reviews from 50,000+ Movers | ${b}`,
      description: `What people who sit a lot say about ${b}: rated 4.8 by thousands of users.`,
      keywords: `${BRAND.slug} reviews, movement app reviews, desk exercise app`,
    },
  },
  pricing: {
    paths: ["/pricing"],
    meta: {
      type: "website",
      title: `Pricing: Start Free for 7 Days | ${b}`,
      description:
        "Yearly $69.99 ($5.83/month), monthly $12.99, weekly $4.99 or lifetime $179.99. Free 7-day trial, cancel within 3 days and pay nothing.",
      keywords: `${BRAND.slug} pricing, free trial, movement app subscription`,
    },
  },
  anyMovementCounts: {
    paths: ["/any-movement-counts"],
    meta: {
      type: "article",
      title: `Any Movement Counts: The Watts Manifesto | ${b}`,
      description:
        "Steps, stairs, housework, dancing and playing with the kids all count. How everyday movement turns into Watts.",
      keywords: "any movement counts, watts, everyday movement, active calories",
    },
  },
  chairTrap: {
    paths: ["/the-chair-trap"],
    meta: {
      type: "article",
      title: `The Chair Trap: What Sitting All Day Does to You | ${b}`,
      description:
        "Sitting over 8 hours a day is linked to real health risks. Why it happens and how short, frequent moves help.",
      keywords: "chair trap, sitting health risks, prolonged sitting, sedentary lifestyle",
    },
  },
  about: {
    paths: [BRAND_PATHS.about],
    meta: {
      type: "website",
      title: `About ${b}: Movement for People Who Hate the Gym`,
      description: `Founded in 2017, ${b} helps people who sit a lot move a little, often. Our philosophy, and how we differ from other apps.`,
      keywords: `about ${BRAND.slug}, movement philosophy, founded 2017`,
    },
  },
  appOfTheYear: {
    paths: [BRAND_PATHS.appOfTheYear],
    meta: {
      type: "article",
      title: `${b}: App of the Year 2020`,
      description: `How ${b} was named an App of the Year in 2020, the other winners, and the award itself.`,
      keywords: "app of the year 2020, award winning app, movement app award",
    },
  },
  terms: {
    paths: ["/terms"],
    meta: {
      type: "website",
      title: `Terms & Privacy | ${b}`,
      description: `The terms of use and privacy policy of ${b}: what we collect, Apple Health, screen time, subscriptions, refunds and data deletion.`,
      keywords: "terms of use, privacy policy, data deletion, subscription",
    },
  },
  support: {
    paths: ["/support"],
    meta: {
      type: "website",
      title: `Support | ${b}`,
      description: `Questions about ${b}? Ask us in the chat, browse the knowledge base or write to us.`,
      keywords: `${BRAND.slug} support, help, contact`,
    },
  },
  movements: {
    paths: ["/movements"],
    meta: {
      type: "website",
      title: `Online Chair Exercises and Desk Stretches | ${b}`,
      description:
        "Free guided routines you can do at your desk: chair exercises, desk stretches, standing moves and relief for neck, back and hip pain.",
      keywords: "chair exercises, desk stretches, office exercises, standing desk exercises",
    },
  },
  embedDemo: {
    paths: ["/embed-demo"],
    meta: {
      type: "website",
      title: `Embed a Free Exercise Player on Your Site | ${b}`,
      description:
        "Add a desk exercise routine to any web page with one script tag. Pick a routine, set the width and copy the code.",
      keywords: "embed exercise player, desk exercise widget, wellness widget",
    },
  },
  /** Both addresses show the same view; /locations alone is the "No location specified" error. */
  locationRoutine: { paths: ["/movements/:slug", "/locations/:slug?"], metadataParam: "slug" },
  /** /try alone is the "No key provided" error. */
  sharedRoutine: { paths: ["/try/:key?"], metadataParam: "key", caseSensitive: true },
  /** The generated landing pages; their head comes from the page itself. */
  landingPage: { paths: ["/pages/:slug"] },
} as const satisfies Record<string, PublicRouteDefinition>;

export type PublicRouteId = keyof typeof routes;

/** The data pages GET /api/metadata describes: the server has a reader for each (catalog/metadata.ts). */
export type MetadataRouteId = {
  [Id in PublicRouteId]: (typeof routes)[Id] extends { metadataParam: string } ? Id : never;
}[PublicRouteId];

export const PUBLIC_ROUTES: Readonly<Record<PublicRouteId, PublicRouteDefinition>> = routes;

/** The table's entries, in its order. */
export const PUBLIC_ROUTE_ENTRIES = Object.entries(PUBLIC_ROUTES) as [PublicRouteId, PublicRouteDefinition][];

export interface PublicRouteMatch {
  id: PublicRouteId;
  route: PublicRouteDefinition;
  /** The pattern that matched (a fixed page's is its address). */
  pattern: string;
  /** As written in the path, not decoded; an absent optional one is "". */
  params: Record<string, string>;
}

/* A path pattern's parameters, read from its literal type: `:name` is required, `:name?` may be left out. */
type SegmentOf<Path extends string> = Path extends `${infer Head}/${infer Rest}` ? Head | SegmentOf<Rest> : Path;
type RequiredName<Segment> = Segment extends `:${string}?` ? never : Segment extends `:${infer Name}` ? Name : never;
type OptionalName<Segment> = Segment extends `:${infer Name}?` ? Name : never;
type PathParams<Path extends string> = { [Name in RequiredName<SegmentOf<Path>>]: string } & {
  [Name in OptionalName<SegmentOf<Path>>]?: string;
};

/** The parameters of a page's own address (its first path): a fixed page has none. */
export type PublicRouteParams<Id extends PublicRouteId> = PathParams<(typeof routes)[Id]["paths"][0]>;

/** What `hrefOf` takes after the id: nothing for a fixed page, the parameters (optional when all are) otherwise. */
export type PublicRouteParamsArg<Id extends PublicRouteId> = keyof PublicRouteParams<Id> extends never
  ? []
  : Record<never, never> extends PublicRouteParams<Id>
    ? [params?: PublicRouteParams<Id>]
    : [params: PublicRouteParams<Id>];

/**
 * A page's own address with its parameters filled in (each encoded; an absent optional one is left out):
 * `hrefOf("pricing")` is "/pricing", `hrefOf("locationRoutine", { slug })` is "/movements/{slug}".
 */
export function hrefOf<Id extends PublicRouteId>(id: Id, ...[params]: PublicRouteParamsArg<Id>): string {
  return fillPathPattern(PUBLIC_ROUTES[id].paths[0], params ?? {});
}

/** Every address of a page (its own first, then the others that show it), with the same parameters. */
export function addressesOf<Id extends PublicRouteId>(id: Id, ...[params]: PublicRouteParamsArg<Id>): string[] {
  return PUBLIC_ROUTES[id].paths.map((path) => fillPathPattern(path, params ?? {}));
}

/** The page a path is, or undefined for the 404 page. */
export function matchPublicRoute(pathname: string): PublicRouteMatch | undefined {
  for (const [id, route] of PUBLIC_ROUTE_ENTRIES) {
    for (const pattern of route.paths) {
      const params = matchPathPattern(pattern, pathname);
      if (params) return { id, route, pattern, params };
    }
  }
  return undefined;
}

/** Whether GET /api/metadata describes the page: a fixed page always, a data page when its parameter is given. */
export function describedByMetadataApi(match: Pick<PublicRouteMatch, "route" | "params">): boolean {
  const { meta, metadataParam } = match.route;
  return meta !== undefined || (metadataParam !== undefined && !!match.params[metadataParam]);
}
