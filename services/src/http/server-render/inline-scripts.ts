import { createHash } from "node:crypto";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { serializeJsonForScript } from "@movebreak/shared/html-text";

/** The inline scripts every server-rendered public page carries, and the CSP sources that let exactly them run. */
export interface InlineScripts {
  /** The <script> elements, as the page template's <!--app-state--> gets them. */
  html: string;
  /** One 'sha256-…' source per inline script body: the policy allows these texts and no other inline script. */
  hashes: string[];
}

/**
 * The page's config (window.__MOVEBREAK_CONFIG__), then analytics when configured. Both texts depend on the
 * process's configuration only, never on the request: every instance with the same configuration sends the same
 * bytes, so a page's HTML (and its ETag) is the same everywhere and a shared cache may keep it. The browser runs
 * them because their SHA-256 is in the policy (http/content-security-policy.ts), which needs no per-response nonce.
 */
export function inlineScripts(config: PublicConfig): InlineScripts {
  const bodies = [
    `window.__MOVEBREAK_CONFIG__=${serializeJsonForScript(config)}`,
    ...analyticsBodies(config.gaMeasurementId),
  ];
  const external = config.gaMeasurementId ? `<script async src="${gtagSource(config.gaMeasurementId)}"></script>` : "";
  const [state, ...analytics] = bodies.map((body) => `<script>${body}</script>`);
  return { html: `${state}${external}${analytics.join("")}`, hashes: bodies.map(hashSource) };
}

/** A CSP hash source for a script's text (CSP 3, "hash-source"): SHA-256 of its UTF-8 bytes, base64. */
export const hashSource = (body: string): string =>
  `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`;

const gtagSource = (measurementId: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/**
 * Google Analytics (gtag.js), only when GA_MEASUREMENT_ID is configured: the one request to a third party a page
 * makes on load. Loaded async, it never delays rendering; the download buttons send their event through
 * window.gtag.
 */
function analyticsBodies(measurementId: string | undefined): string[] {
  if (!measurementId) return [];
  return [
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}" +
      `gtag("js",new Date());gtag("config",${serializeJsonForScript(measurementId)})`,
  ];
}
