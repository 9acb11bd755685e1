import { addressesOf, hrefOf, matchPublicRoute } from "@movebreak/shared/public-routes";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { canonicalPublicPath } from "../http/canonical-path";
import { ReadCache } from "../lib/read-cache";

/** How long a deleted page may still count (and a published one wait, but see below). */
const KNOWN_PAGES_TTL_MS = 30_000;
/**
 * A data page's address missing from a set read longer ago than this reads the set again: a page just published
 * counts its first readers at once (the operator who opens it, then the Performance view), and made-up addresses
 * cost at most one read of the set every 2 s.
 */
const MISS_RECHECK_MS = 2_000;

/**
 * Which paths page analytics counts: a public page's address as the server answers it (canonical: any other
 * form is a 301, so a page never sends it), either a fixed page of the route table or a data page that exists
 * (a published landing page, a location's page under either of its addresses). Anything else, a made-up path,
 * /try/{key} (reach counts its opens) or an error page, is not a page to count: the table's rows per day stay
 * bounded by the pages there are. The data pages' addresses are read every 30 s, or on a miss every 2 s at most.
 */
export function knownPages(db: Kysely<Database>): (path: string) => Promise<boolean> {
  const cache = new ReadCache<{ paths: Set<string>; readAt: number }>({
    ttlMs: KNOWN_PAGES_TTL_MS,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: ({ paths }) => paths.size * 64,
  });
  const load = async () => {
    const [pages, locations] = await Promise.all([
      db.selectFrom("landingPages").select("slug").execute(),
      db.selectFrom("locations").select("slug").execute(),
    ]);
    return {
      // Monotonic, like the cache's own TTL (a test's fixed clock must not stop the set being read again).
      readAt: performance.now(),
      paths: new Set([
        ...pages.map(({ slug }) => hrefOf("landingPage", { slug })),
        // Both addresses show the same page (shared/src/public-routes.ts).
        ...locations.flatMap(({ slug }) => addressesOf("locationRoutine", { slug })),
      ]),
    };
  };
  return async (path) => {
    if (canonicalPublicPath(path) !== path) return false;
    const match = matchPublicRoute(path);
    if (!match) return false;
    if (match.route.meta) return true;
    if (match.id !== "landingPage" && match.id !== "locationRoutine") return false;
    const known = await cache.get("paths", load);
    if (known.paths.has(path)) return true;
    if (performance.now() - known.readAt < MISS_RECHECK_MS) return false;
    cache.invalidate();
    return (await cache.get("paths", load)).paths.has(path);
  };
}
