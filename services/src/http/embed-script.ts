import { join } from "node:path";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { Router } from "express";
import { HttpError } from "./http-error";

/** How long browsers and CDNs may keep the player before asking again (with its ETag). */
const MAX_AGE_SECONDS = 300;

/**
 * GET /embed/movebreak-player.js: the player built by web-public (embed/build.ts).
 * Any site may load it, also with crossorigin="anonymous" (no cookies are sent or
 * set; create-app marks it Cross-Origin-Resource-Policy: cross-origin); it is cached 5 minutes, then revalidated by ETag (304 when unchanged).
 */
export function embedScript(repoRoot: string): Router {
  const file = join(repoRoot, "web-public/dist", BRAND_PATHS.playerScript);
  const router = Router();
  router.get(BRAND_PATHS.playerScript, (_req, res, next) => {
    res.setHeader("Content-Type", "application/javascript; charset=utf-8");
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cache-Control", `public, max-age=${MAX_AGE_SECONDS}`);
    // send() adds the ETag and Last-Modified and answers If-None-Match with 304.
    res.sendFile(file, { cacheControl: false, dotfiles: "deny" }, (err?: Error & { status?: number }) => {
      if (!err) return;
      if (res.headersSent) return next(err);
      res.removeHeader("Cache-Control");
      res.removeHeader("Content-Type");
      next(err.status === 404 ? new HttpError(404, 'Player script not built: run "npm run build"') : err);
    });
  });
  return router;
}
