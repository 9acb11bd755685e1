import { matchPublicRoute } from "@movebreak/shared/public-routes";
import encodeUrl from "encodeurl";
import type { RequestHandler } from "express";

/** RFC 3986's unreserved characters: the same address whether written as themselves or percent-encoded. */
const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * RFC 3986 section 6.2.2: `%73` is `s`, and `%2f` is `%2F`. Other escapes stay escaped (`%2F` is not a slash).
 */
function withNormalEscapes(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escaped, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character : escaped.toUpperCase();
  });
}

/**
 * The one address of a public page (shared/src/public-routes.ts), for a path that names one: single
 * slashes, no trailing slash, unreserved characters unescaped, the route's own spelling of its fixed part, and
 * its parameter lowercased unless the route is case-sensitive (a routine key). Undefined when the path names
 * no public page. `path` is the raw path, without its query.
 */
export function canonicalPublicPath(path: string): string | undefined {
  const collapsed = withNormalEscapes(path).replace(/\/{2,}/g, "/");
  const trimmed = collapsed.length > 1 && collapsed.endsWith("/") ? collapsed.slice(0, -1) : collapsed;
  const match = matchPublicRoute(trimmed);
  if (!match) return undefined;
  const segments = trimmed.split("/");
  // A pattern and the path it matched line up segment by segment (an absent optional parameter is the
  // pattern's last segment, left out).
  const canonical = match.pattern.split("/").flatMap((part, index) => {
    const segment = segments[index];
    if (!part.startsWith(":")) return [part];
    if (segment === undefined || segment === "") return [];
    return [match.route.caseSensitive ? segment : segment.toLowerCase()];
  });
  return canonical.join("/") || "/";
}

/**
 * Every public page answers at its canonical address only: `/MoVeMeNtS`, `/movements////`, `/%6Dovements` and
 * `//` are moved for good (301, query kept) to `/movements` and `/`, so they neither render again nor take a
 * page cache entry of their own, here or at the edge (whose PURGE of a page names its canonical address). A path that names no public page (the API, /admin, /embed, assets, the 404
 * page) is left alone. A page's address with characters a browser would have escaped (a raw space, quote,
 * non-ASCII byte or a lone "%") is refused with 400: no browser sends one, and no redirect could name it.
 */
export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const raw = req.originalUrl;
    const queryAt = raw.indexOf("?");
    const path = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const canonical = canonicalPublicPath(path);
    if (canonical === undefined || canonical === path) return next();
    if (encodeUrl(path) !== path) {
      res.status(400).type("text/plain").send("Bad request: the address is not a well-formed path");
      return;
    }
    res.redirect(301, `${canonical}${queryAt === -1 ? "" : raw.slice(queryAt)}`);
  };
}
