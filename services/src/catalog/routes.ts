import { BRAND } from "@movebreak/shared/brand";
import {
  LocationIdParamSchema,
  LocationIdParamsSchema,
  MetadataQuerySchema,
  SharedKeyParamsSchema,
  SlugParamsSchema,
  WorkoutsQuerySchema,
} from "@movebreak/shared/contracts/catalog";
import { toSlug } from "@movebreak/shared/slug";
import { type RequestHandler, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type PreparedBody, prepareJson, sendPrepared } from "../http/cache/prepared-body";
import { HttpError } from "../http/http-error";
import { publicCors } from "../http/public-cors";
import { parseInput } from "../http/validate";
import type { ReadCache } from "../lib/read-cache";
import type { VisitCounter } from "../lib/visit-counter";
import { findContentForLocation, listLocationContent } from "./content-repo";
import { findLocation, findLocationBySlug, listLocations, listLocationsWithThumbnails } from "./locations-repo";
import { resolveMetadata } from "./metadata";
import { playableRoutine, playableWorkouts } from "./playable";
import { listReviews } from "./reviews-repo";
import { findSharedRoutine } from "./shared-routines-repo";

export interface CatalogDeps {
  db: Kysely<Database>;
  mediaBaseUrl: string;
  defaultSocialImage: string;
  /** Opens of shared routines (the /try counter), counted in memory and written in batches. */
  opens: VisitCounter<string>;
}

/**
 * The lists every visitor reads alike (reviews, locations, location content), served from
 * `cache`: serialised, tagged and compressed once per cache lifetime, so create-app mounts
 * them before the per-response compression.
 */
export function catalogListRoutes(deps: { db: Kysely<Database>; cache: ReadCache<PreparedBody> }): Router {
  const { db, cache } = deps;
  const router = Router();
  const sharedList =
    (key: string, read: () => Promise<unknown>): RequestHandler =>
    async (req, res) => {
      sendPrepared(req, res, await cache.get(key, async () => prepareJson(await read())));
    };
  router.get(
    "/reviews",
    sharedList("reviews", () => listReviews(db)),
  );
  router.get(
    "/locations",
    sharedList("locations", () => listLocations(db)),
  );
  router.get(
    "/locations/with-thumbnails",
    sharedList("locations-with-thumbnails", () => listLocationsWithThumbnails(db)),
  );
  router.get(
    "/location-content",
    sharedList("location-content", () => listLocationContent(db)),
  );
  return router;
}

const sharedNotFound = `Shared${BRAND.name} not found`;

/** Embed reads may be kept a minute by browsers and CDNs; then Express's ETag makes the check a 304. */
const EMBED_MAX_AGE_SECONDS = 60;

function cacheForEmbedders(res: Response): void {
  res.setHeader("Cache-Control", `public, max-age=${EMBED_MAX_AGE_SECONDS}`);
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** The public catalog API (public spec section 7). */
export function catalogRoutes(deps: CatalogDeps): Router {
  const { db } = deps;
  const router = Router();

  router.get("/locations/by-slug/:slug", async (req, res) => {
    const { slug } = parseInput(SlugParamsSchema, req.params);
    const location = await findLocationBySlug(db, slug);
    if (!location) throw new HttpError(404, "Location not found");
    res.json({ ...location, slug: toSlug(location.title) });
  });

  router.get("/locations/:id", async (req, res) => {
    const { id } = parseInput(LocationIdParamsSchema, req.params);
    const location = await findLocation(db, id);
    if (!location) throw new HttpError(404, "Location not found");
    res.json(location);
  });

  router.get("/workouts", async (req, res) => {
    const { locationId } = parseInput(WorkoutsQuerySchema, req.query, "query");
    if (!(await findLocation(db, locationId))) throw new HttpError(404, "Workouts not found");
    res.json(await playableWorkouts(db, deps.mediaBaseUrl, locationId));
  });

  router.get("/location-content/:locationId", async (req, res) => {
    const { locationId } = parseInput(LocationIdParamSchema, req.params);
    const content = await findContentForLocation(db, locationId);
    if (!content) throw new HttpError(404, "Location content not found");
    res.json(content);
  });

  // Read by embedded players on other sites: CORS without credentials, and a short public cache.
  // Errors and the open counter are never cached; a good read says so itself (cacheForEmbedders).
  router.use(["/embed", `/shared-${BRAND.slug}s`], publicCors(), noStore);

  router.get("/embed/location/:locationId", async (req, res) => {
    const { locationId } = parseInput(LocationIdParamSchema, req.params);
    const location = await findLocation(db, locationId);
    if (!location) throw new HttpError(404, "Location not found");
    const workouts = await playableWorkouts(db, deps.mediaBaseUrl, locationId);
    cacheForEmbedders(res);
    res.json({ location: { id: location.id, title: location.title, slug: toSlug(location.title) }, workouts });
  });

  router.get(`/shared-${BRAND.slug}s/:key`, async (req, res) => {
    const { key } = parseInput(SharedKeyParamsSchema, req.params);
    const routine = await findSharedRoutine(db, key);
    if (!routine) throw new HttpError(404, sharedNotFound);
    const playable = await playableRoutine(db, deps.mediaBaseUrl, routine);
    // Its exercises were removed by an import: nothing to play, so it answers as a missing routine.
    if (playable.workouts.length === 0) throw new HttpError(404, sharedNotFound);
    cacheForEmbedders(res);
    res.json(playable);
  });

  router.post(`/shared-${BRAND.slug}s/:key/increment-opens`, async (req, res) => {
    const { key } = parseInput(SharedKeyParamsSchema, req.params);
    if (!(await findSharedRoutine(db, key))) throw new HttpError(404, sharedNotFound);
    // Counted in memory (one per client per hour) and written in batches: a flood writes nothing per request.
    deps.opens.count(key, req.ip);
    const opens = await deps.opens.read(key, async () => (await findSharedRoutine(db, key))?.opens);
    if (opens === undefined) throw new HttpError(404, sharedNotFound);
    res.json({ key, opens });
  });

  router.get("/metadata", async (req, res) => {
    const { path } = parseInput(MetadataQuerySchema, req.query, "query");
    const metadata = await resolveMetadata({ db, defaultImage: deps.defaultSocialImage }, path);
    if (!metadata) throw new HttpError(404, "Metadata not found");
    res.json(metadata);
  });

  return router;
}
