import { SLUG_PATTERN } from "@movebreak/shared/slug";
import { Router } from "express";
import type { Kysely } from "kysely";
import type { PublicReads } from "../catalog/public-reads";
import { mountPublicReads } from "../catalog/routes";
import type { Database } from "../db/schema";
import { HttpError } from "../http/http-error";
import { KNOWN_BOTS } from "../lib/known-bots";
import type { VisitCounter } from "../lib/visit-counter";
import { findMedia } from "./pages-repo";
import { LANDING_PAGE_READ } from "./public-api";

/** GET /api/pages/{slug}: a published page as the public site renders it (its entry: public-api.ts). */
export function publicPageApiRoutes(deps: { db: Kysely<Database>; reads: PublicReads }): Router {
  const router = Router();
  mountPublicReads(router, [LANDING_PAGE_READ], { db: deps.db, reads: deps.reads });
  return router;
}

/** Counts a view of /pages/{slug} once it rendered (known bots excluded, one per client per hour). */
export function pageViewCounter(views: VisitCounter<string>): Router {
  const router = Router();
  router.get("/pages/:slug", (req, res, next) => {
    const slug = String(req.params.slug ?? "");
    if (req.method === "GET" && !KNOWN_BOTS.test(req.get("user-agent") ?? "") && SLUG_PATTERN.test(slug)) {
      // Only a page that exists is counted: unknown slugs never reach the counter.
      res.on("finish", () => {
        if (res.statusCode === 200) views.count(slug, req.ip);
      });
    }
    next();
  });
  return router;
}

/** GET /images/pages/{key}.png: posters and hero images rendered by the workflow. */
export function pageMediaRoutes(deps: { db: Kysely<Database> }): Router {
  const router = Router();
  router.get("/images/pages/:file", async (req, res) => {
    const key = /^([a-z0-9-]{1,220})\.png$/.exec(String(req.params.file))?.[1];
    const media = key ? await findMedia(deps.db, key) : undefined;
    if (!media) throw new HttpError(404, "Image not found");
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.type(media.contentType).send(Buffer.from(media.bytes));
  });
  return router;
}
