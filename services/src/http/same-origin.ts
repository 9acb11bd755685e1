import type { Request, RequestHandler } from "express";

/** The methods that change data; a cookie-authenticated one must come from the site itself (CSRF). */
export const MUTATING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface SameOriginPolicy {
  /** The site's own origin, from SITE_URL (e.g. https://movebreak.app). */
  siteOrigin: string;
  /** Also accept the origin the request itself was addressed to (its Host): development and tests. */
  acceptRequestHost: boolean;
}

export const CROSS_SITE_REFUSED =
  "Cross-site request refused: a request authenticated by the session cookie must come from this site (its Origin or Referer did not match)";

/** The origin a browser says the request came from: the Origin header, else the Referer's origin. */
export function claimedOrigin(req: Request): string | undefined {
  const origin = req.get("origin");
  if (origin) return origin === "null" ? undefined : normalizeOrigin(origin);
  const referer = req.get("referer");
  return referer ? normalizeOrigin(referer) : undefined;
}

/**
 * True when the browser vouches that the request comes from the site: its Origin (or, without
 * one, its Referer) is the site's origin, or in development the origin the request was sent to.
 * Neither header, an opaque "null" origin, or any other origin is refused.
 */
export function isSameOrigin(req: Request, policy: SameOriginPolicy): boolean {
  const origin = claimedOrigin(req);
  if (!origin) return false;
  if (origin === normalizeOrigin(policy.siteOrigin)) return true;
  if (!policy.acceptRequestHost) return false;
  const host = req.get("host");
  return host !== undefined && origin === normalizeOrigin(`${req.protocol}://${host}`);
}

export const CROSS_ORIGIN_REFUSED =
  "Cross-origin request refused: this address opens only from the site's own pages (its Origin or Sec-Fetch-Site said otherwise)";

/**
 * True when a browser says the request comes from another origin: an Origin header that is not the site's
 * (an opaque "null" included), or, without one, Sec-Fetch-Site: cross-site. A request with neither header
 * (a script, curl) and a browser's same-origin or same-site request without Origin are not.
 */
export function isCrossOrigin(req: Request, policy: SameOriginPolicy): boolean {
  const origin = req.get("origin");
  if (origin !== undefined) return origin === "" || !isSameOrigin(req, policy);
  return req.get("sec-fetch-site")?.toLowerCase() === "cross-site";
}

/**
 * Refuses (403) a request a browser made from another origin, before anything else is done for it: put in
 * front of the session check, a cross-origin page cannot make the server read the database, even though the
 * browser would never let it read the answer (a Server-Sent Events stream holds a reader for minutes).
 */
export function refuseCrossOrigin(policy: SameOriginPolicy): RequestHandler {
  return (req, res, next) => {
    if (!isCrossOrigin(req, policy)) return next();
    res.status(403).json({ error: CROSS_ORIGIN_REFUSED });
  };
}

function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
