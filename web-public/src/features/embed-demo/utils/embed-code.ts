import { BRAND_PATHS, EMBED_ATTRIBUTES } from "@movebreak/shared/brand";
import { absoluteUrl, escapeHtml } from "@/lib/head";

/** What the generator's inputs hold. */
export interface EmbedSettings {
  width: string;
  showBranding: boolean;
  autoplay: boolean;
}

/** Public spec section 9: width 400px, branding on, autoplay off. */
export const DEFAULT_EMBED_SETTINGS: EmbedSettings = { width: "400px", showBranding: true, autoplay: false };

/**
 * The data attributes of an embed, in the order the code shows them. The width
 * is free text; left empty it is omitted and the player uses its default.
 */
export function embedAttributes(locationId: string, settings: EmbedSettings): Record<string, string> {
  const width = settings.width.trim();
  return {
    [EMBED_ATTRIBUTES.location]: locationId,
    ...(width ? { [EMBED_ATTRIBUTES.width]: width } : {}),
    [EMBED_ATTRIBUTES.branding]: String(settings.showBranding),
    [EMBED_ATTRIBUTES.autoplay]: String(settings.autoplay),
  };
}

/** The player script's public address on this site. */
export function playerScriptUrl(siteUrl: string): string {
  return absoluteUrl(siteUrl, BRAND_PATHS.playerScript);
}

/**
 * The HTML an embedder pastes: the player's element, then the script that fills
 * it. crossorigin="anonymous" makes the browser fetch the script without
 * cookies (docs/embedding.md); the script answers with CORS for that.
 */
export function buildEmbedCode(locationId: string, settings: EmbedSettings, siteUrl: string): string {
  const attributes = Object.entries(embedAttributes(locationId, settings))
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(" ");
  return `<div ${attributes}></div>\n<script src="${escapeHtml(playerScriptUrl(siteUrl))}" async crossorigin="anonymous"></script>`;
}
