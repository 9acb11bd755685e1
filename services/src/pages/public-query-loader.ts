import {
  LocationIdParamSchema,
  MetadataQuerySchema,
  SlugParamsSchema,
  WorkoutsQuerySchema,
} from "@movebreak/shared/contracts/catalog";
import { SlugParamSchema } from "@movebreak/shared/contracts/landing-pages";
import { toSlug } from "@movebreak/shared/slug";
import type { Kysely } from "kysely";
import { findContentForLocation } from "../catalog/content-repo";
import { findLocation, findLocationBySlug, listLocationsWithThumbnails } from "../catalog/locations-repo";
import { resolveMetadata } from "../catalog/metadata";
import { playableWorkouts } from "../catalog/playable";
import { listReviews } from "../catalog/reviews-repo";
import type { Database } from "../db/schema";
import { decodeSegment } from "../http/decode-segment";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import { findPageRowBySlug, toPublicPage } from "./pages-repo";

export interface QueryAnswer {
  status: number;
  body: unknown;
}

export interface PublicQueryLoaderOptions {
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
type Handler = (db: Db, match: RegExpExecArray, query: URLSearchParams) => Promise<unknown>;

/** The location a prefetch names by slug, or the HTTP error the id-addressed read would give. */
async function locationIdForSlug(db: Db, rawSlug: string | null, notFound: string): Promise<string> {
  const { slug } = parseInput(SlugParamsSchema, { slug: rawSlug ?? "" }, "query");
  const location = await findLocationBySlug(db, slug);
  if (!location) throw new HttpError(404, notFound);
  return location.id;
}

function catalogHandlers(options: PublicQueryLoaderOptions): [RegExp, Handler][] {
  const workoutsOf = async (db: Db, locationId: string) => {
    if (options.mediaBaseUrl === undefined) throw new HttpError(503, "Workouts are not read in-process");
    if (!(await findLocation(db, locationId))) throw new HttpError(404, "Workouts not found");
    return playableWorkouts(db, options.mediaBaseUrl, locationId);
  };
  const contentOf = async (db: Db, locationId: string) => {
    const content = await findContentForLocation(db, locationId);
    if (!content) throw new HttpError(404, "Location content not found");
    return content;
  };

  return [
    [
      /^\/api\/pages\/([^/]+)$/,
      async (db, match) => {
        // Parsed by the same contract as GET /api/pages/{slug}: a slug the API refuses is refused here too.
        const { slug } = parseInput(SlugParamSchema, { slug: decodeSegment(match[1]) });
        const row = await findPageRowBySlug(db, slug);
        if (!row) throw new HttpError(404, "Page not found");
        return toPublicPage(row);
      },
    ],
    [/^\/api\/locations\/with-thumbnails$/, (db) => listLocationsWithThumbnails(db)],
    [/^\/api\/reviews$/, (db) => listReviews(db)],
    [
      /^\/api\/metadata$/,
      async (db, _match, query) => {
        if (options.defaultSocialImage === undefined) throw new HttpError(503, "Metadata is not read in-process");
        const { path } = parseInput(MetadataQuerySchema, Object.fromEntries(query), "query");
        const metadata = await resolveMetadata({ db, defaultImage: options.defaultSocialImage }, path);
        if (!metadata) throw new HttpError(404, "Metadata not found");
        return metadata;
      },
    ],
    [
      /^\/api\/locations\/by-slug\/([^/]+)$/,
      async (db, match) => {
        const { slug } = parseInput(SlugParamsSchema, { slug: decodeSegment(match[1]) });
        const location = await findLocationBySlug(db, slug);
        if (!location) throw new HttpError(404, "Location not found");
        return { ...location, slug: toSlug(location.title) };
      },
    ],
    [
      /^\/api\/workouts$/,
      async (db, _match, query) => {
        // ?locationSlug= is the in-process form of ?locationId= for a page that only knows its slug.
        if (query.has("locationSlug")) {
          return workoutsOf(db, await locationIdForSlug(db, query.get("locationSlug"), "Workouts not found"));
        }
        const { locationId } = parseInput(WorkoutsQuerySchema, Object.fromEntries(query), "query");
        return workoutsOf(db, locationId);
      },
    ],
    [
      /^\/api\/location-content$/,
      async (db, _match, query) =>
        contentOf(db, await locationIdForSlug(db, query.get("locationSlug"), "Location content not found")),
    ],
    [
      /^\/api\/location-content\/([^/]+)$/,
      async (db, match) => {
        const { locationId } = parseInput(LocationIdParamSchema, { locationId: decodeSegment(match[1]) });
        return contentOf(db, locationId);
      },
    ],
  ];
}

/**
 * Answers the public app's server-side prefetch in-process, with the same
 * bodies and statuses as the HTTP API: GET /api/pages/{slug},
 * /api/locations/with-thumbnails, /api/reviews, /api/metadata?path=, /api/locations/by-slug/{slug},
 * /api/workouts?locationId= and /api/location-content/{locationId}. The last
 * two also take ?locationSlug={slug}, answering exactly what the id form
 * answers for the location that slug names (404 when it names none).
 */
export function publicQueryLoader(db: Db, options: PublicQueryLoaderOptions = {}) {
  const handlers = catalogHandlers(options);
  return async (path: string): Promise<QueryAnswer> => {
    const url = new URL(path, "http://in-process.invalid");
    for (const [pattern, handle] of handlers) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      try {
        return { status: 200, body: await handle(db, match, url.searchParams) };
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
