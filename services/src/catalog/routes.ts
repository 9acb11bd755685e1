import { BRAND } from "@movebreak/shared/brand";
import { demonstrationById, svgMarkup, svgTree } from "@movebreak/shared/demonstrations/figure";
import { type RequestHandler, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { type PreparedBody, prepareJson, sendPrepared } from "../http/cache/prepared-body";
import { HttpError } from "../http/http-error";
import { publicCors } from "../http/public-cors";
import type { ReadCache } from "../lib/read-cache";
import type { VisitCounter } from "../lib/visit-counter";
import { listLocationContent } from "./content-repo";
import { listLocations, listLocationsWithThumbnails } from "./locations-repo";
import { NOT_FOUND, publicReads } from "./public-reads";
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

/** Embed reads may be kept a minute by browsers and CDNs; then Express's ETag makes the check a 304. */
const EMBED_MAX_AGE_SECONDS = 60;

function cacheForEmbedders(res: Response): void {
  res.setHeader("Cache-Control", `public, max-age=${EMBED_MAX_AGE_SECONDS}`);
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** The public catalog API (public spec section 7): each route answers through its read (public-reads.ts). */
export function catalogRoutes(deps: CatalogDeps): Router {
  const reads = publicReads({
    db: deps.db,
    mediaBaseUrl: deps.mediaBaseUrl,
    defaultSocialImage: deps.defaultSocialImage,
  });
  const router = Router();

  router.get("/locations/by-slug/:slug", async (req, res) => {
    res.json(await reads.locationBySlug(req.params));
  });

  router.get("/locations/:id", async (req, res) => {
    res.json(await reads.location(req.params));
  });

  router.get("/workouts", async (req, res) => {
    res.json(await reads.workouts(req.query));
  });

  router.get("/location-content/:locationId", async (req, res) => {
    res.json(await reads.locationContent(req.params));
  });

  // Read by embedded players on other sites: CORS without credentials, and a short public cache.
  // Errors and the open counter are never cached; a good read says so itself (cacheForEmbedders).
  router.use(["/embed", `/shared-${BRAND.slug}s`], publicCors(), noStore);

  router.get("/embed/location/:locationId", async (req, res) => {
    const answer = await reads.embedLocation(req.params);
    cacheForEmbedders(res);
    res.json(answer);
  });

  // The drawn demonstrations the embed player shows while no clip plays (the site draws them itself).
  // {name}.svg is the image; {name}.json the same figure as an element tree, which the player builds
  // with createElementNS (it parses no markup).
  router.get("/embed/demonstrations/:file", (req, res) => {
    const match = /^(.+)\.(svg|json)$/.exec(String(req.params.file));
    const figure = match ? demonstrationById(match[1] ?? "") : undefined;
    if (!match || !figure) throw new HttpError(404, "Demonstration not found");
    res.setHeader("Cache-Control", "public, max-age=86400");
    if (match[2] === "json") res.json(svgTree(figure));
    else res.type("image/svg+xml").send(svgMarkup(figure));
  });

  router.get(`/shared-${BRAND.slug}s/:key`, async (req, res) => {
    const routine = await reads.sharedRoutine(req.params);
    cacheForEmbedders(res);
    res.json(routine);
  });

  router.post(`/shared-${BRAND.slug}s/:key/increment-opens`, async (req, res) => {
    const key = await reads.sharedRoutineKey(req.params);
    // Counted in memory (one per client per hour) and written in batches: a flood writes nothing per request.
    deps.opens.count(key, req.ip);
    const opens = await deps.opens.read(key, async () => (await findSharedRoutine(deps.db, key))?.opens);
    if (opens === undefined) throw new HttpError(404, NOT_FOUND.sharedRoutine);
    res.json({ key, opens });
  });

  router.get("/metadata", async (req, res) => {
    res.json(await reads.metadata(req.query));
  });

  return router;
}
