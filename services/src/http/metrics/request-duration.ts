import { matchPublicRoute } from "@movebreak/shared/public-routes";
import type { Request, RequestHandler } from "express";
import { joinPaths } from "../route-inventory";
import type { AppMetrics } from "./app-metrics";

/** The label of a request no route answered (static files, 404s of the middleware, refusals before routing). */
export const UNMATCHED = "unmatched";
/** The public site's render answers every page from one catch-all route (server-render/public-site.ts). */
const PUBLIC_SITE_CATCH_ALL = "/{*path}";

/**
 * Times every request until its answer is sent, labelled with the route pattern that answered it
 * (`/api/locations/:id`), never the address itself: the label's values are the routes the code declares, so a
 * scan of a million addresses adds no series. A public page is labelled with its pattern in the route table.
 * `declaredRoutes` (read at the first answer, once every route is registered) is the app's route inventory: a
 * pattern outside it is counted as UNMATCHED, so the label set stays the code's whatever is requested.
 */
export function requestDuration(
  requests: AppMetrics["requests"],
  declaredRoutes: () => ReadonlySet<string>,
): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const matched = routeWatcher(req, declaredRoutes);
    res.once("finish", () => {
      requests.observe(
        { method: req.method, route: matched() ?? UNMATCHED, status_class: `${Math.floor(res.statusCode / 100)}xx` },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}

/**
 * Express sets `req.route` when a route matches, while `req.baseUrl` is still the mount path of that route's
 * router; by the time the answer is sent an error may have unwound `baseUrl`. So the pattern is read at the match.
 */
function routeWatcher(req: Request, declaredRoutes: () => ReadonlySet<string>): () => string | undefined {
  let route: { path: unknown } | undefined;
  let pattern: string | undefined;
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path: unknown } | undefined) {
      route = value;
      // baseUrl is the mount path as the request spelled it: Express matches paths whatever their case, so
      // /ApI/aDmIn/session reaches the route mounted at /api/admin. The code's mount paths are lower case.
      pattern = value ? joinPaths(req.baseUrl.toLowerCase(), String(value.path)) : undefined;
    },
  });
  return () => {
    // The route table's patterns: as bounded as the declared routes.
    if (pattern === PUBLIC_SITE_CATCH_ALL) return matchPublicRoute(req.path)?.pattern ?? PUBLIC_SITE_CATCH_ALL;
    return pattern !== undefined && declaredRoutes().has(pattern) ? pattern : undefined;
  };
}
