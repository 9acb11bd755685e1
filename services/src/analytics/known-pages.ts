import { addressesOf, hrefOf, matchPublicRoute } from "@movebreak/shared/public-routes";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { canonicalPublicPath } from "../http/canonical-path";
import { knownSet } from "../lib/known-set";

/**
 * Which paths page analytics counts: a public page's address as the server answers it (canonical: any other
 * form is a 301, so a page never sends it), either a fixed page of the route table or a data page that exists
 * (a published landing page, a location's page under either of its addresses). Anything else, a made-up path,
 * /try/{key} (reach counts its opens) or an error page, is not a page to count: the table's rows per day stay
 * bounded by the pages there are. The data pages' addresses are a known set (lib/known-set.ts).
 */
export function knownPages(db: Kysely<Database>): (path: string) => Promise<boolean> {
  const isDataPage = knownSet(async () => {
    const [pages, locations] = await Promise.all([
      db.selectFrom("landingPages").select("slug").execute(),
      db.selectFrom("locations").select("slug").execute(),
    ]);
    return [
      ...pages.map(({ slug }) => hrefOf("landingPage", { slug })),
      // Both addresses show the same page (shared/src/public-routes.ts).
      ...locations.flatMap(({ slug }) => addressesOf("locationRoutine", { slug })),
    ];
  });
  return async (path) => {
    if (canonicalPublicPath(path) !== path) return false;
    const match = matchPublicRoute(path);
    if (!match) return false;
    if (match.route.meta) return true;
    if (match.id !== "landingPage" && match.id !== "locationRoutine") return false;
    return isDataPage(path);
  };
}
