import { BRAND_PATHS } from "@movebreak/shared/brand";
import { matchPathPattern } from "@movebreak/shared/path-pattern";
import type { Kysely } from "kysely";
import { listLocationsWithThumbnails } from "../../catalog/locations-repo";
import { publicReads } from "../../catalog/public-reads";
import { listReviews } from "../../catalog/reviews-repo";
import type { Database } from "../../db/schema";
import { readLandingPage } from "../../pages/landing-page-read";
import { decodeSegment } from "../decode-segment";
import { HttpError } from "../http-error";
import type { LoadQuery, QueryAnswer } from "./public-site";

export interface InProcessReadOptions {
  /**
   * The base of workout clip addresses, as the catalog API is given it. Without
   * it the workouts are not read in-process (the browser reads them itself), so
   * a clip address never differs from the API's.
   */
  mediaBaseUrl?: string;
  /** The default social image (absolute), as GET /api/metadata is given it; without it metadata is not read in-process. */
  defaultSocialImage?: string;
}

type Db = Kysely<Database>;
type Handler = (params: Record<string, string>, query: Record<string, string>) => Promise<unknown>;

/** The API paths the server render reads in-process, each answered by the read its HTTP route uses. */
function handlers(db: Db, options: InProcessReadOptions): [string, Handler][] {
  const { mediaBaseUrl, defaultSocialImage } = options;
  const reads = publicReads({ db, mediaBaseUrl: mediaBaseUrl ?? "", defaultSocialImage: defaultSocialImage ?? "" });
  return [
    ["/api/pages/:slug", (params) => readLandingPage(db, { slug: decodeSegment(params.slug) })],
    ["/api/locations/with-thumbnails", () => listLocationsWithThumbnails(db)],
    ["/api/reviews", () => listReviews(db)],
    [
      "/api/metadata",
      async (_params, query) => {
        if (defaultSocialImage === undefined) throw new HttpError(503, "Metadata is not read in-process");
        return reads.metadata(query);
      },
    ],
    [
      `${BRAND_PATHS.sharedRoutinesApi}/:key`,
      async (params) => {
        if (mediaBaseUrl === undefined) throw new HttpError(503, "Shared routines are not read in-process");
        return reads.sharedRoutine({ key: decodeSegment(params.key) });
      },
    ],
    ["/api/locations/by-slug/:slug", (params) => reads.locationBySlug({ slug: decodeSegment(params.slug) })],
    [
      "/api/workouts",
      async (_params, query) => {
        if (mediaBaseUrl === undefined) throw new HttpError(503, "Workouts are not read in-process");
        // ?locationSlug= is the in-process form of ?locationId= for a page that only knows its slug.
        return "locationSlug" in query ? reads.workoutsBySlug(query) : reads.workouts(query);
      },
    ],
    ["/api/location-content", (_params, query) => reads.locationContentBySlug(query)],
    [
      "/api/location-content/:locationId",
      (params) => reads.locationContent({ locationId: decodeSegment(params.locationId) }),
    ],
  ];
}

/**
 * Answers the public app's server-side prefetch in-process, with the same
 * bodies and statuses as the HTTP API (both answer through catalog/public-reads.ts):
 * GET /api/pages/{slug}, /api/locations/with-thumbnails, /api/reviews, /api/metadata?path=,
 * /api/locations/by-slug/{slug}, /api/shared-movebreaks/{key}, /api/workouts?locationId= and /api/location-content/{locationId}.
 * The last two also take ?locationSlug={slug}, answering exactly what the id form
 * answers for the location that slug names (404 when it names none). The reads of
 * one page, asked for at once, look its slug up once.
 */
export function inProcessReads(db: Db, options: InProcessReadOptions = {}): LoadQuery {
  const routes = handlers(db, options);
  return async (path: string): Promise<QueryAnswer> => {
    const url = new URL(path, "http://in-process.invalid");
    for (const [pattern, handle] of routes) {
      const params = matchPathPattern(pattern, url.pathname);
      if (!params) continue;
      try {
        return { status: 200, body: await handle(params, Object.fromEntries(url.searchParams)) };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return {
          status: error.status,
          body: { error: error.message, ...(error.details ? { details: error.details } : {}) },
        };
      }
    }
    return { status: 404, body: { error: "Not found" } };
  };
}
