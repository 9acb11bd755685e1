import { BRAND, EMBED_ATTRIBUTES } from "@movebreak/shared/brand";
import { DEFAULT_WIDTH, parseBoolean, parseWidth } from "@movebreak/shared/embed-options";

// The parsers the frame pages use for their query parameters too (services/src/embed).
export { DEFAULT_WIDTH, parseBoolean, parseWidth };

export type Theme = "light" | "dark";

/** What `MovebreakPlayer.create(element, options)` accepts; every field is optional. */
export interface PlayerOptions {
  /** CSS width of the player (default "400px"); never wider than its container. */
  width?: string;
  theme?: Theme;
  /** Start the routine on its own once it is loaded and on screen (default false). */
  autoplay?: boolean;
  /** Show the "Powered by" link (default true). */
  showBranding?: boolean;
  /** The site the data comes from (default: the origin the script was loaded from). */
  apiBase?: string;
  /** Play a shared routine instead of a location. */
  sharedKey?: string;
  /** The location id; falls back to the element's data attribute. */
  location?: string;
  /**
   * The answer of the routine's read when the page already has it (the site's /try page, read on
   * the server): the player plays it instead of reading it again.
   */
  routine?: unknown;
  /**
   * Fill the element's height too (the iframe player, /embed/{id}): the media box takes whatever room the
   * text panel and branding bar leave, and the player sits centred. Default false.
   */
  fill?: boolean;
  /**
   * The iframe player's page only (frame.ts): the server's proof of the host that framed it, sent back with
   * the reach beacons so that host counts as confirmed (beacon.ts). A script player ignores it.
   */
  hostProof?: string;
}

export interface ResolvedOptions {
  width: string;
  theme: Theme;
  autoplay: boolean;
  showBranding: boolean;
  apiBase: string;
  sharedKey: string | undefined;
  location: string | undefined;
  routine: unknown;
  fill: boolean;
  hostProof: string | undefined;
}

/** Not in the spec's list, but handy for embedders who only write HTML. */
export const THEME_ATTRIBUTE = `data-${BRAND.slug}-theme`;

export function parseTheme(value: string | null | undefined): Theme {
  return value?.trim().toLowerCase() === "dark" ? "dark" : "light";
}

/** The origin of an address, or undefined when it is not an absolute http(s) URL. */
export function originOf(address: string | null | undefined): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads one attribute of the host element (null when absent). */
export type AttributeReader = (name: string) => string | null;

/** Options given in code win, then the element's data attributes, then the defaults. */
export function resolveOptions(
  options: PlayerOptions,
  attribute: AttributeReader,
  defaultApiBase: string,
): ResolvedOptions {
  return {
    width: parseWidth(options.width ?? attribute(EMBED_ATTRIBUTES.width)),
    theme: parseTheme(options.theme ?? attribute(THEME_ATTRIBUTE)),
    autoplay: options.autoplay ?? parseBoolean(attribute(EMBED_ATTRIBUTES.autoplay), false),
    showBranding: options.showBranding ?? parseBoolean(attribute(EMBED_ATTRIBUTES.branding), true),
    apiBase: (text(options.apiBase) ?? defaultApiBase).replace(/\/+$/, ""),
    sharedKey: text(options.sharedKey),
    location: text(options.location) ?? text(attribute(EMBED_ATTRIBUTES.location)),
    routine: options.routine,
    fill: options.fill === true,
    hostProof: text(options.hostProof),
  };
}
