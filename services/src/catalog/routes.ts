import { BRAND } from "@movebreak/shared/brand";
import { demonstrationById, svgMarkup, svgTree } from "@movebreak/shared/demonstrations/figure";
import { type Request, type RequestHandler, type Response, Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { mountRoute } from "../http/api-route";
import { type PreparedBody, prepareJson, sendPrepared } from "../http/cache/prepared-body";
import { HttpError } from "../http/http-error";
import { publicCors } from "../http/public-cors";
import type { ReadCache } from "../lib/read-cache";
import type { VisitCounter } from "../lib/visit-counter";
import {
  DEMONSTRATION_ROUTE,
  INCREMENT_OPENS_ROUTE,
  PUBLIC_READS,
  type PublicRead,
  type ReadContext,
  type ReadInput,
} from "./public-api";
import { NOT_FOUND, type PublicReads } from "./public-reads";
import { findSharedRoutine } from "./shared-routines-repo";

export interface CatalogDeps {
  db: Kysely<Database>;
  /** The public reads, built once for the whole server (start/build-modules.ts). */
  reads: PublicReads;
  /** Opens of shared routines (the /try counter), counted in memory and written in batches. */
  opens: VisitCounter<string>;
}

/**
 * The reads every visitor reads alike (PUBLIC_READS with cache "json": reviews, locations, location content),
 * served from `cache`: serialised, tagged and compressed once per cache lifetime, so create-app mounts them
 * before the per-response compression.
 */
export function catalogListRoutes(deps: {
  db: Kysely<Database>;
  reads: PublicReads;
  cache: ReadCache<PreparedBody>;
}): Router {
  const context = { db: deps.db, reads: deps.reads };
  const router = Router();
  for (const entry of PUBLIC_READS.filter((read) => read.cache === "json")) {
    mountRoute(router, "/api", entry, async (req, res) => {
      const body = await deps.cache.get(entry.path, async () => prepareJson(await entry.read(context, inputOf(req))));
      sendPrepared(req, res, body);
    });
  }
  return router;
}

const inputOf = (req: Request): ReadInput => ({ params: req.params as Record<string, string>, query: req.query });

/** Embed reads may be kept a minute by browsers and CDNs; then Express's ETag makes the check a 304. */
const EMBED_MAX_AGE_SECONDS = 60;

function cacheForEmbedders(res: Response): void {
  res.setHeader("Cache-Control", `public, max-age=${EMBED_MAX_AGE_SECONDS}`);
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-store");
  next();
};

/** Mounts reads answered per request (not from the public content cache): the catalog's and other domains'. */
export function mountPublicReads(router: Router, entries: readonly PublicRead[], context: ReadContext): void {
  for (const entry of entries) {
    mountRoute(router, "/api", entry, async (req, res) => {
      const answer = await entry.read(context, inputOf(req));
      if (entry.cache === "embedders") cacheForEmbedders(res);
      res.json(answer);
    });
  }
}

/** The public catalog API (public spec section 7): each route answers through its read (public-reads.ts). */
export function catalogRoutes(deps: CatalogDeps): Router {
  const context = { db: deps.db, reads: deps.reads };
  const router = Router();
  // Read by embedded players on other sites: CORS without credentials, and a short public cache.
  // Errors and the open counter are never cached; a good read says so itself (cacheForEmbedders).
  router.use(["/embed", `/shared-${BRAND.slug}s`], publicCors(), noStore);

  mountPublicReads(
    router,
    PUBLIC_READS.filter((read) => read.cache !== "json"),
    context,
  );

  // The drawn demonstrations the embed player shows while no clip plays (the site draws them itself).
  // {name}.svg is the image; {name}.json the same figure as an element tree, which the player builds
  // with createElementNS (it parses no markup).
  mountRoute(router, "/api", DEMONSTRATION_ROUTE, (req, res) => {
    const match = /^(.+)\.(svg|json)$/.exec(String(req.params.file));
    const figure = match ? demonstrationById(match[1] ?? "") : undefined;
    if (!match || !figure) throw new HttpError(404, NOT_FOUND.demonstration);
    res.setHeader("Cache-Control", "public, max-age=86400");
    if (match[2] === "json") res.json(svgTree(figure));
    else res.type("image/svg+xml").send(svgMarkup(figure));
  });

  mountRoute(router, "/api", INCREMENT_OPENS_ROUTE, async (req, res) => {
    const key = await deps.reads.sharedRoutineKey(req.params);
    // Counted in memory (one per client per hour) and written in batches: a flood writes nothing per request.
    deps.opens.count(key, req.ip);
    const opens = await deps.opens.read(key, async () => (await findSharedRoutine(deps.db, key))?.opens);
    if (opens === undefined) throw new HttpError(404, NOT_FOUND.sharedRoutine);
    res.json({ key, opens });
  });

  return router;
}
