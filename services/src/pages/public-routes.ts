import { createHash } from "node:crypto";
import { SlugParamSchema } from "@movebreak/shared/contracts/landing-pages";
import { SLUG_PATTERN } from "@movebreak/shared/slug";
import { type Request, Router } from "express";
import type { Kysely } from "kysely";
import { LRUCache } from "lru-cache";
import type { Database } from "../db/schema";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import type { Clock } from "../lib/clock";
import { countView, findMedia, findPageRowBySlug, toPublicPage } from "./pages-repo";

const BOTS =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link|whatsapp|telegram|preview|headless|lighthouse|curl|wget|python-requests|node-fetch|axios/i;

/** A visitor, without storing who: a hash of the address and the browser. */
function visitorOf(req: Request): string {
  return createHash("sha256")
    .update(`${req.ip}|${req.get("user-agent") ?? ""}`)
    .digest("hex")
    .slice(0, 32);
}

/** GET /api/pages/{slug}: a published page as the public site renders it. */
export function publicPageApiRoutes(deps: { db: Kysely<Database> }): Router {
  const router = Router();
  router.get("/pages/:slug", async (req, res) => {
    const { slug } = parseInput(SlugParamSchema, req.params);
    const row = await findPageRowBySlug(deps.db, slug);
    if (!row) throw new HttpError(404, "Page not found");
    res.json(toPublicPage(row));
  });
  return router;
}

const HOUR_MS = 3_600_000;

/** Counts a view of /pages/{slug} (known bots excluded, one per visitor per hour), then lets the page render. */
export function pageViewCounter(deps: { db: Kysely<Database>; clock: Clock; onError: (error: unknown) => void }) {
  // Views this instance already recorded this hour: a reload then costs no database round trip
  // (the database's own mark still decides, across instances).
  const recorded = new LRUCache<string, true>({ max: 50_000, ttl: HOUR_MS });
  return async (req: Request, _res: unknown, next: () => void) => {
    try {
      const slug = String(req.params.slug ?? "");
      // Only a well-formed slug can name a page; anything else is not looked up (NUL would be a database error).
      if (req.method === "GET" && !BOTS.test(req.get("user-agent") ?? "") && SLUG_PATTERN.test(slug)) {
        const now = deps.clock();
        const visitor = visitorOf(req);
        const key = `${slug}|${visitor}|${Math.floor(now.getTime() / HOUR_MS)}`;
        if (!recorded.has(key)) {
          const row = await findPageRowBySlug(deps.db, slug);
          if (row) {
            await countView(deps.db, row.id, visitor, now);
            recorded.set(key, true);
          }
        }
      }
    } catch (error) {
      deps.onError(error);
    }
    next();
  };
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
