import { BRAND } from "@movebreak/shared/brand";
import type { OembedQuery, OembedResponse } from "@movebreak/shared/contracts/oembed";
import { frameSize, frameUrl, iframeCode, isFramePath } from "@movebreak/shared/embed-frame";
import { matchPublicRoute } from "@movebreak/shared/public-routes";
import { HttpError } from "../http/http-error";
import type { FrameTarget, FrameTargets } from "./frame-target";

/** How long a consumer may keep an answer (oEmbed's cache_age): a day; titles and exercises rarely change. */
export const OEMBED_CACHE_AGE_SECONDS = 86_400;
/** The share images the site makes for each page (1200 x 630). */
const THUMBNAIL = { width: 1200, height: 630 } as const;

export const OEMBED_NOT_FOUND = "No embeddable page at that address";

type Page = { kind: "locationSlug" | "locationId" | "sharedRoutine"; param: string };

/**
 * The page an address names, if it is one of ours that has a player: a location's routine
 * (/movements/{slug}, /locations/{slug}), a shared routine (/try/{key}), or a frame page itself
 * (/embed/{locationId}, /embed/try/{key}: what a tool that frames addresses was given). `siteHost` is SITE_URL's
 * host: never the request's Host header, which any client chooses (an answer that followed it said "yes" for
 * evil.example, and a shared cache kept that answer for everyone).
 */
function pageOf(url: string, siteHost: string): Page | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
  if (parsed.host.toLowerCase() !== siteHost) return undefined;
  const path = parsed.pathname.replace(/\/+$/, "") || "/";
  const frame = isFramePath(path) ? /^\/embed\/(try\/)?([^/]+)$/.exec(path) : null;
  const match = frame ? undefined : matchPublicRoute(path);
  let param: string;
  try {
    param = decodeURIComponent(frame?.[2] ?? match?.params.slug ?? match?.params.key ?? "");
  } catch {
    return undefined;
  }
  if (!param) return undefined;
  if (frame) return { kind: frame[1] ? "sharedRoutine" : "locationId", param };
  if (match?.id === "locationRoutine") return { kind: "locationSlug", param: param.toLowerCase() };
  if (match?.id === "sharedRoutine") return { kind: "sharedRoutine", param };
  return undefined;
}

/** A thumbnail within the limits: the same image, its size scaled down to fit (oEmbed asks it to respect them). */
function thumbnailSize(query: OembedQuery): { width: number; height: number } {
  const scale = Math.min(
    1,
    (query.maxwidth ?? THUMBNAIL.width) / THUMBNAIL.width,
    (query.maxheight ?? THUMBNAIL.height) / THUMBNAIL.height,
  );
  return {
    width: Math.max(1, Math.floor(THUMBNAIL.width * scale)),
    height: Math.max(1, Math.floor(THUMBNAIL.height * scale)),
  };
}

/** The oEmbed answer for a page: a rich resource whose html is the iframe player, sized within the limits. */
export function oembedAnswer(target: FrameTarget, query: OembedQuery, siteUrl: string): OembedResponse {
  const { width, height } = frameSize(query);
  const thumbnail = thumbnailSize(query);
  // The player fills whatever frame the consumer gives it (some scale iframes to their column).
  const src = frameUrl(siteUrl, target.framePath, { width: "100%" });
  return {
    version: "1.0",
    type: "rich",
    title: target.title,
    provider_name: BRAND.name,
    provider_url: `${siteUrl.replace(/\/+$/, "")}/`,
    html: iframeCode({ src, title: `${target.title}: ${BRAND.name} exercise player`, width, height }),
    width,
    height,
    thumbnail_url: target.thumbnailUrl,
    thumbnail_width: thumbnail.width,
    thumbnail_height: thumbnail.height,
    cache_age: OEMBED_CACHE_AGE_SECONDS,
  };
}

/** Reads the page an oEmbed request names; 404 for an address that is not ours or has no player. */
export async function oembedTarget(targets: FrameTargets, url: string, siteUrl: string): Promise<FrameTarget> {
  const page = pageOf(url, new URL(siteUrl).host.toLowerCase());
  if (!page) throw new HttpError(404, OEMBED_NOT_FOUND);
  try {
    if (page.kind === "locationSlug") return await targets.locationAt(page.param);
    if (page.kind === "locationId") return await targets.location(page.param);
    return await targets.sharedRoutine(page.param);
  } catch (error) {
    // A page of ours that does not exist (or whose address is malformed) is not embeddable either.
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      throw new HttpError(404, OEMBED_NOT_FOUND);
    }
    throw error;
  }
}
