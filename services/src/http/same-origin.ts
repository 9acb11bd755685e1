import type { Request } from "express";

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

function normalizeOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
