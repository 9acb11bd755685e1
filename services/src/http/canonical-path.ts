import { matchPublicRoute } from "@movebreak/shared/public-routes";
import encodeUrl from "encodeurl";
import type { RequestHandler } from "express";

/**
 * The one address of a public page (shared/src/public-routes.ts), for a path that names one: single
 * slashes, no trailing slash, the route's own spelling of its fixed part, and its parameter lowercased
 * unless the route is case-sensitive (a routine key). Undefined when the path names no public page.
 * `path` is the raw path, without its query.
 */
export function canonicalPublicPath(path: string): string | undefined {
  const collapsed = path.replace(/\/{2,}/g, "/");
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
 * Every public page answers at its canonical address only: `/MoVeMeNtS`, `/movements////` and `//` are
 * moved for good (301, query kept) to `/movements` and `/`, so they neither render again nor take a page
 * cache entry of their own. A path that names no public page (the API, /admin, /embed, assets, the 404
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
