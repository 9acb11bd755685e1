import type { IncomingMessage, ServerResponse } from "node:http";

/** What the policy depends on: the site's own media host and the third parties the configuration turns on. */
export interface CspOptions {
  production: boolean;
  /** MEDIA_BASE_URL: clips and thumbnails may come from another host (a CDN). */
  mediaBaseUrl: string;
  gaMeasurementId?: string | undefined;
  intercomAppId?: string | undefined;
  /** The 'sha256-…' sources of the public pages' inline scripts (server-render/inline-scripts.ts). */
  inlineScriptHashes: readonly string[];
}

/** A directive value helmet computes per response: here, a frame page's nonce. */
type DirectiveValue = string | ((req: IncomingMessage, res: ServerResponse) => string);
export type CspDirectives = Record<string, DirectiveValue[]>;

/** Where the per-response nonce lives (res.locals.cspNonce), set before helmet runs. */
export interface NonceLocals {
  locals: { cspNonce?: string };
}

export const nonceOf = (res: ServerResponse): string => (res as ServerResponse & NonceLocals).locals.cspNonce ?? "";

// Google's documented hosts for gtag.js (tag loading and the collect endpoints in every region).
const GOOGLE_ANALYTICS = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
};

// Intercom's documented hosts for the Messenger (its script, API and websockets, uploads, fonts, frames).
const INTERCOM = {
  script: ["https://widget.intercom.io", "https://js.intercomcdn.com", "https://app.intercom.io"],
  connect: [
    "https://*.intercom.io",
    "wss://*.intercom.io",
    "https://*.intercomcdn.com",
    "https://*.intercomcdn.eu",
    "https://uploads.intercomusercontent.com",
  ],
  font: ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
  media: ["https://js.intercomcdn.com"],
  frame: ["https://intercom-sheets.com", "https://www.intercom-reporting.com"],
};

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of every page but the frame pages: the same on every
 * response (nothing per request), so a shared cache may keep the pages. Scripts run
 * only from this origin or, inline, when their text is one of the public pages' own
 * (its SHA-256 is listed): no 'unsafe-inline', no eval, no nonce. Inline styles stay allowed: the
 * server-rendered markup has a few style attributes (bar widths, animation
 * delays) and Radix sets styles at run time; a style cannot run code.
 * No page may be framed (clickjacking), except the iframe player's own pages
 * (framePageDirectives). Images may come from any https host, because
 * operators set a landing page's hero image by URL and Pinterest serves pin
 * thumbnails from its CDN.
 */
export function cspDirectives(options: CspOptions): Record<string, string[]> {
  const media = originOf(options.mediaBaseUrl);
  const ga = options.gaMeasurementId ? GOOGLE_ANALYTICS : undefined;
  const intercom = options.intercomAppId ? INTERCOM : undefined;
  const list = (...values: (string | undefined)[]) => values.filter((value): value is string => Boolean(value));
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...options.inlineScriptHashes, ...(ga?.script ?? []), ...(intercom?.script ?? [])],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": list("'self'", "data:", "blob:", "https:", media, ...(ga?.img ?? [])),
    "media-src": list("'self'", "blob:", media, ...(intercom?.media ?? [])),
    "font-src": ["'self'", "data:", ...(intercom?.font ?? [])],
    "connect-src": ["'self'", ...(ga?.connect ?? []), ...(intercom?.connect ?? [])],
    "frame-src": intercom ? ["'self'", ...intercom.frame] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    // Plain http stays usable on localhost; in production every subresource goes over https.
    ...(options.production ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * The policy of the iframe player's pages (/embed/{locationId}, /embed/try/{key}): any site may frame them,
 * and they may load only this origin's player script, their own nonce'd style, the routine's
 * demonstrations (connect) and its clips (media). No analytics, no chat widget, no frames of their own.
 */
export function framePageDirectives(options: CspOptions): CspDirectives {
  const media = originOf(options.mediaBaseUrl);
  const list = (...values: (string | undefined)[]) => values.filter((value): value is string => Boolean(value));
  const nonce: DirectiveValue = (_req, res) => `'nonce-${nonceOf(res)}'`;
  return {
    "default-src": ["'none'"],
    "script-src": ["'self'", nonce],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'", nonce],
    "img-src": list("'self'", "data:", media),
    "media-src": list("'self'", "blob:", media),
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
    "frame-ancestors": ["*"],
    ...(options.production ? { "upgrade-insecure-requests": [] } : {}),
  };
}
