import type { Express } from "express";

/** One method on one full path, as the app's routers declare it (path-to-regexp v8 syntax). */
export interface RouteEntry {
  method: string;
  path: string;
}

/** What router 2.3's Router#listRoutes() answers, one entry per registered path. */
interface ListedRoute {
  path: string | RegExp;
  methods: string[] | undefined;
  router: ListingRouter | undefined;
}
interface ListingRouter {
  listRoutes?: () => ListedRoute[];
}

/**
 * Every route of the app with its full path: the app's router is listed and each
 * mounted router is walked with its mount path prefixed. Plain middleware (body
 * parsers, the session check, static files) declares no route and is not listed.
 * The automatic HEAD of a GET route is left out unless asked for; `.all()` shows as "*".
 */
export function routeInventory(app: Express, options: { includeHead?: boolean } = {}): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const walk = (router: ListingRouter, prefix: string) => {
    if (typeof router.listRoutes !== "function") {
      throw new Error("routeInventory needs Router#listRoutes (the router package 2.3 or later, used by Express 5)");
    }
    for (const listed of router.listRoutes()) {
      if (typeof listed.path !== "string") {
        throw new Error(`routeInventory cannot name a route mounted on a regular expression: ${String(listed.path)}`);
      }
      const path = joinPaths(prefix, listed.path);
      if (listed.router) {
        walk(listed.router, path);
        continue;
      }
      for (const method of listed.methods ?? []) {
        if (method === "HEAD" && !options.includeHead && listed.methods?.includes("GET")) continue;
        entries.push({ method, path });
      }
    }
  };
  walk(app.router as unknown as ListingRouter, "");
  return entries;
}

/** "/api" + "/pages/:slug" = "/api/pages/:slug"; a router mounted at "/" adds nothing. */
export function joinPaths(prefix: string, path: string): string {
  const head = prefix.replace(/\/+$/, "");
  if (path === "/" || path === "") return head || "/";
  return `${head}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * A concrete address for a declared path: each :name and *name replaced by `fill(name)`,
 * inserted as given (the caller encodes it), optional {groups} kept with their parameters filled.
 */
export function fillPath(path: string, fill: (name: string) => string = () => "placeholder"): string {
  return path
    .replace(/[{}]/g, "")
    .replace(/[:*]([A-Za-z_$][\w$]*)|[:*]"([^"]+)"/g, (_, plain: string | undefined, quoted: string | undefined) =>
      fill(plain ?? quoted ?? ""),
    );
}

/** The names of a declared path's parameters, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z_$][\w$]*)|[:*]"([^"]+)"/g)].map((m) => m[1] ?? m[2] ?? "");
}
