import { BRAND } from "./brand";
import { DEFAULT_WIDTH } from "./embed-options";

/**
 * The iframe player (issue 22): its addresses, its size and the HTML that embeds it. The server's oEmbed
 * answer and the site's embed generator both write the iframe with `iframeCode`, so they cannot differ.
 */
export const EMBED_FRAME_PATHS = {
  /** The script the frame page runs: the embed player's own code with the frame's start-up. */
  script: `/embed/${BRAND.slug}-frame.js`,
  location: (locationId: string) => `/embed/${encodeURIComponent(locationId)}`,
  sharedRoutine: (key: string) => `/embed/try/${encodeURIComponent(key)}`,
} as const;

/** The query parameters of a frame page; the defaults are the data attributes' (docs/embedding.md). */
export interface FrameSettings {
  /** A CSS length; the player never grows wider than the frame. */
  width: string;
  showBranding: boolean;
  autoplay: boolean;
}

export const DEFAULT_FRAME_SETTINGS: FrameSettings = { width: DEFAULT_WIDTH, showBranding: true, autoplay: false };

/**
 * Whether a path is a frame page (/embed/{locationId}, /embed/try/{key}), the only pages any site may frame.
 * A segment with a dot is a file (/embed/movebreak-player.js); ids and keys never have one.
 */
export function isFramePath(path: string): boolean {
  return /^\/embed\/(?:try\/[^/.]+|[^/.]+)\/?$/.test(path);
}

/** The player's fixed parts (web-public/embed/src/styles.ts): its border, text panel and branding bar. */
const BORDER_PX = 2;
const PANEL_PX = 156;
const BRANDING_PX = 36;
/** The media box is 4:3 at the player's inner width. */
const MEDIA_RATIO = 3 / 4;
/** Narrower than this, the text panel no longer fits its button: oEmbed answers never go below it. */
export const MIN_FRAME_WIDTH = 200;
export const DEFAULT_FRAME_WIDTH = 400;

/** The height the player takes at a width (what the script player takes; the frame player fills any height). */
export function frameHeightFor(width: number, showBranding: boolean): number {
  return Math.ceil((width - BORDER_PX) * MEDIA_RATIO) + BORDER_PX + PANEL_PX + (showBranding ? BRANDING_PX : 0);
}

/**
 * The largest frame within maxwidth and maxheight, at most the default width: the player's natural height for
 * its width, or less when maxheight says so (the frame player then gives its media box less room).
 */
export function frameSize(
  limits: { maxwidth?: number | undefined; maxheight?: number | undefined },
  showBranding = true,
): { width: number; height: number } {
  let width = Math.min(DEFAULT_FRAME_WIDTH, limits.maxwidth ?? DEFAULT_FRAME_WIDTH);
  const maxheight = limits.maxheight;
  if (maxheight !== undefined && frameHeightFor(width, showBranding) > maxheight) {
    const fixed = BORDER_PX + PANEL_PX + (showBranding ? BRANDING_PX : 0);
    const fitting = Math.floor((maxheight - fixed) / MEDIA_RATIO) + BORDER_PX;
    width = Math.min(width, Math.max(MIN_FRAME_WIDTH, fitting));
  }
  const height = Math.min(frameHeightFor(width, showBranding), maxheight ?? Number.POSITIVE_INFINITY);
  return { width, height };
}

/** The oEmbed answer of a page of the site (its `<link rel="alternate" type="application/json+oembed">`). */
export function oembedEndpoint(siteUrl: string, pageUrl: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/** The frame page's address with its settings as query parameters (defaults left out). */
export function frameUrl(siteUrl: string, path: string, settings: Partial<FrameSettings> = {}): string {
  const query: string[] = [];
  if (settings.width !== undefined && settings.width !== DEFAULT_FRAME_SETTINGS.width) {
    query.push(`width=${encodeURIComponent(settings.width)}`);
  }
  if (settings.showBranding === false) query.push("branding=false");
  if (settings.autoplay === true) query.push("autoplay=true");
  const search = query.join("&");
  return `${siteUrl.replace(/\/+$/, "")}${path}${search ? `?${search}` : ""}`;
}

const escapeAttribute = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The iframe an embedder pastes (and the oEmbed answer's `html`): titled for screen readers, lazy, allowed to
 * autoplay and go full screen, borderless and never wider than its container.
 */
export function iframeCode(options: { src: string; title: string; width: number | string; height: number }): string {
  const width = typeof options.width === "number" ? `${options.width}` : options.width;
  return (
    `<iframe src="${escapeAttribute(options.src)}" title="${escapeAttribute(options.title)}" ` +
    `width="${escapeAttribute(width)}" height="${options.height}" style="border:0;max-width:100%" ` +
    `allow="autoplay; fullscreen" loading="lazy"></iframe>`
  );
}
