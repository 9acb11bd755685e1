import { join } from "node:path";
import { OembedQuerySchema, OembedResponseSchema } from "@movebreak/shared/contracts/oembed";
import { EMBED_FRAME_PATHS } from "@movebreak/shared/embed-frame";
import { parseBoolean, parseWidth } from "@movebreak/shared/embed-options";
import { type Request, type Response, Router } from "express";
import { type ApiRoute, BAD_INPUT, mountRoute, notFoundAnswer } from "../http/api-route";
import { nonceOf } from "../http/content-security-policy";
import { HttpError } from "../http/http-error";
import { parseInput } from "../http/validate";
import { type FramePlayerConfig, renderFrameError, renderFramePage } from "./frame-page";
import type { FrameTarget, FrameTargets } from "./frame-target";
import { OEMBED_NOT_FOUND, oembedAnswer, oembedTarget } from "./oembed";

export interface EmbedRouteDeps {
  targets: FrameTargets;
  siteUrl: string;
  repoRoot: string;
  /** Reach: the proof of the framing page's host, from the frame request's Referer (reach/beacon-host.ts). */
  proveFrameHost?: (referer: string | undefined) => string | undefined;
}

/** Frame pages and the oEmbed answers may be kept a minute by browsers and CDNs (then an ETag check). */
const MAX_AGE_SECONDS = 60;
/** The frame's script is revalidated like the player script (5 minutes, then its ETag). */
const SCRIPT_MAX_AGE_SECONDS = 300;

/** GET /oembed, outside /api where oEmbed consumers look for it (the pages' <link rel="alternate"> names it). */
export const OEMBED_ROUTE: ApiRoute = {
  method: "get",
  path: "/oembed",
  operationId: "getOembed",
  summary: "The oEmbed answer of a page with a player",
  description:
    "oEmbed 1.0 (oembed.com) for /movements/{slug}, /locations/{slug} and /try/{key} of this site. Readable cross-origin.",
  tag: "Embed",
  query: OembedQuerySchema,
  ok: {
    description: "A rich resource whose html is the iframe player, sized within maxwidth and maxheight.",
    schema: OembedResponseSchema,
  },
  errors: {
    400: BAD_INPUT,
    404: notFoundAnswer(OEMBED_NOT_FOUND),
    501: "A format other than json was asked for.",
  },
};

const one = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/**
 * width, branding and autoplay from the query, read like the data attributes (same defaults), and the proof
 * of the host whose page asked for the frame (its Referer), which the player's reach beacons send back.
 */
function playerConfig(target: FrameTarget, req: Request, deps: EmbedRouteDeps): FramePlayerConfig {
  const hostProof = deps.proveFrameHost?.(req.get("referer"));
  return {
    ...target.source,
    routine: target.answer,
    width: parseWidth(one(req.query.width)),
    showBranding: parseBoolean(one(req.query.branding), true),
    autoplay: parseBoolean(one(req.query.autoplay), false),
    ...(hostProof ? { hostProof } : {}),
  };
}

/** A frame page, or its "Video unavailable" page with the read's status (400 or 404). */
async function sendFrame(
  req: Request,
  res: Response,
  deps: EmbedRouteDeps,
  read: () => Promise<FrameTarget>,
): Promise<void> {
  const nonce = nonceOf(res);
  res.type("html");
  let target: FrameTarget;
  try {
    target = await read();
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    res.setHeader("Cache-Control", "no-store");
    res.status(error.status).send(renderFrameError(error.message, nonce));
    return;
  }
  // The page carries a nonce: shared caches must not hand one answer to everyone.
  res.setHeader("Cache-Control", "no-cache");
  res.send(renderFramePage(target, playerConfig(target, req, deps), nonce));
}

/**
 * The iframe player and the oEmbed provider (issue 22). The frame pages are the only pages any site may
 * frame (security-headers.ts); they set no cookie and load nothing but the player.
 */
export function embedRoutes(deps: EmbedRouteDeps): Router {
  const router = Router();
  const script = join(deps.repoRoot, "web-public/dist", EMBED_FRAME_PATHS.script);

  router.get(EMBED_FRAME_PATHS.script, (_req, res, next) => {
    res.setHeader("Cache-Control", `public, max-age=${SCRIPT_MAX_AGE_SECONDS}`);
    res.sendFile(script, { cacheControl: false, dotfiles: "deny" }, (err?: Error & { status?: number }) => {
      if (!err) return;
      if (res.headersSent) return next(err);
      res.removeHeader("Cache-Control");
      next(err.status === 404 ? new HttpError(404, 'Frame script not built: run "npm run build"') : err);
    });
  });

  router.get("/embed/try/:key", async (req, res) => {
    await sendFrame(req, res, deps, () => deps.targets.sharedRoutine(String(req.params.key)));
  });

  router.get("/embed/:locationId", async (req, res, next) => {
    // A name with a dot is a file (the player script is served after the modules' routers).
    if (String(req.params.locationId).includes(".")) return next();
    await sendFrame(req, res, deps, () => deps.targets.location(String(req.params.locationId)));
  });

  mountRoute(router, "", OEMBED_ROUTE, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const query = parseInput(OembedQuerySchema, req.query, "query");
    if (query.format !== undefined && query.format !== "json") {
      throw new HttpError(501, `Only format=json is served (asked for ${query.format})`);
    }
    const answer = oembedAnswer(await oembedTarget(deps.targets, query.url, deps.siteUrl), query, deps.siteUrl);
    res.setHeader("Cache-Control", `public, max-age=${MAX_AGE_SECONDS}`);
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.json(answer);
  });

  return router;
}
