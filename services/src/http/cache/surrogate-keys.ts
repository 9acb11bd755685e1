import { fillPathPattern } from "@movebreak/shared/path-pattern";
import { addressesOf, matchPublicRoute, PUBLIC_ROUTES, type PublicRouteMatch } from "@movebreak/shared/public-routes";

/**
 * The names of what a public answer shows (its `Surrogate-Key` / `Cache-Tag`), and of what a write changed (the
 * keys the purge hook gets): one vocabulary, so an edge can drop exactly the answers a write made stale.
 * - `public`: every public answer carries it; a write that may change anything (an import, a restore) names it.
 * - `location:<slug>`, `routine:<key>`, `page:<slug>`: the data page of that location, shared routine or landing page.
 * - `pages`: the answers that list landing pages (the sitemap); a landing page's write names it beside its own.
 */
export const EVERYTHING = "public";
export const PAGE_LISTS = "pages";

export const locationKey = (slug: string): string => `location:${slug}`;
export const routineKey = (key: string): string => `routine:${key}`;
export const pageKey = (slug: string): string => `page:${slug}`;

/** What a landing page's write (created, edited, published, new social content) changes. */
export const landingPageChanged = (slug: string): string[] => [pageKey(slug), PAGE_LISTS];

/** A key's value must fit a header token list (no space, no comma): anything else names no key of its own. */
const PLAIN = /^[A-Za-z0-9._~-]{1,200}$/;

/** The data key of a data page, from its route and parameter (as written in the path). */
const DATA_KEYS: Partial<Record<PublicRouteMatch["id"], [param: string, key: (value: string) => string]>> = {
  locationRoutine: ["slug", locationKey],
  sharedRoutine: ["key", routineKey],
  landingPage: ["slug", pageKey],
};

/** The keys of the page at `path` (its path, no query): `public`, and its data's key when it is a data page. */
export function keysOfPage(path: string): string[] {
  const match = matchPublicRoute(path);
  const data = match ? DATA_KEYS[match.id] : undefined;
  const value = data ? match?.params[data[0]] : undefined;
  return data && value && PLAIN.test(value) ? [EVERYTHING, data[1](value)] : [EVERYTHING];
}

/** The answer headers that carry `keys`: Fastly's (and Varnish's) space-separated, Cloudflare's comma-separated. */
export function surrogateHeaders(keys: readonly string[]): [string, string][] {
  return [
    ["Surrogate-Key", keys.join(" ")],
    ["Cache-Tag", keys.join(",")],
  ];
}

/** The public addresses an edge keeps answers for, as the purge of the nginx style needs them listed. */
export interface PublicAddresses {
  /** The own address of every public page (the sitemap's entries, as paths). */
  pages: readonly string[];
  /** The sitemap's files (/sitemap.xml and its parts). */
  sitemaps: readonly string[];
}

/** Every address of the page at `path` (the home page's alias, /locations/<slug> beside /movements/<slug>). */
function addressesOfPage(path: string): string[] {
  const match = matchPublicRoute(path);
  if (!match) return [path];
  return PUBLIC_ROUTES[match.id].paths.map((pattern) => fillPathPattern(pattern, match.params));
}

/**
 * The paths whose edge entries `keys` make stale, for an edge that purges one address per request (nginx's
 * cache purge). `public` and a location (a location shows in lists and on other pages) name every public
 * address; a landing page names its own addresses and the lists of pages; a shared routine its own address.
 */
export function purgePaths(keys: readonly string[], addresses: PublicAddresses): string[] {
  const paths = new Set<string>();
  const add = (list: readonly string[]) => {
    for (const path of list) paths.add(path);
  };
  for (const key of keys) {
    const [kind, value] = splitKey(key);
    if (kind === EVERYTHING || kind === "location") {
      for (const page of addresses.pages) add(addressesOfPage(page));
      add(addresses.sitemaps);
    } else if (kind === PAGE_LISTS) add(addresses.sitemaps);
    else if (kind === "page" && value) {
      add(addressesOf("landingPage", { slug: value }));
      add(addresses.sitemaps);
    } else if (kind === "routine" && value) add(addressesOf("sharedRoutine", { key: value }));
  }
  return [...paths];
}

function splitKey(key: string): [string, string | undefined] {
  const at = key.indexOf(":");
  return at === -1 ? [key, undefined] : [key.slice(0, at), key.slice(at + 1)];
}
