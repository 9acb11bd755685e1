import {
  DEFAULT_FRAME_WIDTH,
  EMBED_FRAME_PATHS,
  frameHeightFor,
  frameSize,
  frameUrl,
  iframeCode,
} from "@movebreak/shared/embed-frame";
import { hrefOf } from "@movebreak/shared/public-routes";
import { toSlug } from "@movebreak/shared/slug";
import { absoluteUrl } from "@/lib/head";
import type { EmbedSettings } from "../utils/embed-code";

/** The generator's three ways to embed: the script, an iframe, or a plain link for tools that take one. */
export type EmbedFormat = "script" | "iframe" | "link";

export interface FrameEmbed {
  /** The iframe's address: the player fills whatever size the iframe has. */
  src: string;
  /** The iframe's width attribute: pixels, or a percentage as written. */
  width: number | string;
  height: number;
  title: string;
}

/** The iframe's width from the generator's free-text width: pixels or a percentage; anything else, the default. */
function frameWidth(width: string): { attribute: number | string; pixels: number } {
  const text = width.trim();
  const pixels = /^(\d+(?:\.\d+)?)(?:px)?$/.exec(text);
  if (pixels) return { attribute: Math.round(Number(pixels[1])), pixels: Math.round(Number(pixels[1])) };
  if (/^\d+(?:\.\d+)?%$/.test(text)) return { attribute: text, pixels: DEFAULT_FRAME_WIDTH };
  return { attribute: DEFAULT_FRAME_WIDTH, pixels: DEFAULT_FRAME_WIDTH };
}

/** The iframe player of a location, sized like the script player with these settings. */
export function frameEmbed(locationId: string, title: string, settings: EmbedSettings, siteUrl: string): FrameEmbed {
  const width = frameWidth(settings.width);
  return {
    src: frameUrl(siteUrl, EMBED_FRAME_PATHS.location(locationId), {
      width: "100%",
      showBranding: settings.showBranding,
      autoplay: settings.autoplay,
    }),
    width: width.attribute,
    height: frameHeightFor(width.pixels, settings.showBranding),
    title: `${title}: exercise player`,
  };
}

/** What an oEmbed consumer (WordPress, Notion...) shows for the page link: the provider's default frame. */
export function linkEmbed(locationId: string, title: string, siteUrl: string): FrameEmbed {
  const { width, height } = frameSize({});
  const src = frameUrl(siteUrl, EMBED_FRAME_PATHS.location(locationId), { width: "100%" });
  return { src, width, height, title: `${title}: exercise player` };
}

export const frameCode = (frame: FrameEmbed) => iframeCode(frame);

/** The routine's page on the site: the address to paste where a tool takes a link (it finds the player by oEmbed). */
export function pageLink(title: string, siteUrl: string): string {
  return absoluteUrl(siteUrl, hrefOf("locationRoutine", { slug: toSlug(title) }));
}
