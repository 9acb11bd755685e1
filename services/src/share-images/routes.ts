import { createHash } from "node:crypto";
import { type Request, type Response, Router } from "express";
import type { PublicReads } from "../catalog/public-reads";
import { HttpError } from "../http/http-error";
import type { ReadCache } from "../lib/read-cache";
import { CpuTaskTimeout } from "../workers/cpu-pool";
import type { ShareImageCpuPool } from "./cpu-tasks";
import { locationCardInput, locationHeroInput, sharedRoutineCardInput } from "./image-inputs";

/** A rendered image and the hash of what it shows (its ETag). */
export interface RenderedImage {
  bytes: Buffer;
  etag: string;
}

const FILE = /^(.{1,200})\.png$/u;
// Browsers and link previews may keep an image an hour; a changed title gets a new render at once here.
const CACHE_CONTROL = "public, max-age=3600";

function nameOf(req: Request, param = "file"): string {
  const name = FILE.exec(String(req.params[param] ?? ""))?.[1];
  if (!name) throw new HttpError(404, "Image not found");
  return name;
}

/**
 * GET /images/locations/{slug}.png (and /images/locations/{slug}/{workoutId}.png, drawing that workout's move), /images/thumbnails/locations/{slug}.png, /images/share/locations/{slug}.png and
 * /images/share/try/{key}.png (the addresses are shared/src/share-images.ts's shareImagePaths):
 * each rendered in the CPU pool from what its page shows, kept by that content's hash (so an edit is a new
 * image, and a thousand requests for one image render it once), and answered 304 to a client that has it.
 */
export function shareImageRoutes(deps: {
  reads: PublicReads;
  cpu: ShareImageCpuPool;
  cache: ReadCache<RenderedImage>;
}) {
  const router = Router();
  const render = async (input: object, draw: () => Promise<Buffer>): Promise<RenderedImage> => {
    const etag = `"${createHash("sha256").update(JSON.stringify(input)).digest("base64url").slice(0, 27)}"`;
    try {
      return await deps.cache.get(etag, async () => ({ bytes: await draw(), etag }));
    } catch (error) {
      if (error instanceof CpuTaskTimeout) throw new HttpError(503, "The image is being drawn: try again shortly");
      throw error;
    }
  };
  const send = (req: Request, res: Response, image: RenderedImage) => {
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", image.etag);
    if (req.get("if-none-match") === image.etag) {
      res.status(304).end();
      return;
    }
    res.type("image/png").send(image.bytes);
  };

  const hero = async (req: Request, res: Response, slug: string, workoutId?: string) => {
    const drawn = await locationHeroInput(deps.reads, slug, workoutId);
    send(req, res, await render({ hero: 1, ...drawn }, () => deps.cpu.run("locationHero", drawn)));
  };
  router.get("/images/locations/:file", (req, res) => hero(req, res, nameOf(req)));
  router.get("/images/locations/:slug/:file", (req, res) => hero(req, res, String(req.params.slug), nameOf(req)));
  router.get("/images/thumbnails/locations/:file", async (req, res) => {
    const location = await deps.reads.locationBySlug({ slug: nameOf(req) });
    const input = { thumbnail: 1, locationId: location.id };
    send(req, res, await render(input, () => deps.cpu.run("locationThumbnail", { locationId: location.id })));
  });
  router.get("/images/share/locations/:file", async (req, res) => {
    const input = await locationCardInput(deps.reads, nameOf(req));
    send(req, res, await render(input, () => deps.cpu.run("shareCard", input)));
  });
  router.get("/images/share/try/:file", async (req, res) => {
    const input = await sharedRoutineCardInput(deps.reads, nameOf(req));
    send(req, res, await render(input, () => deps.cpu.run("shareCard", input)));
  });
  return router;
}
