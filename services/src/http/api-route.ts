import type { RequestHandler, Router } from "express";
import { match } from "path-to-regexp";
import type { z } from "zod";

type ApiMethod = "get" | "post" | "put" | "delete";

/** An answer: its description and its body, a zod contract per media type (JSON unless said otherwise). */
export interface ApiAnswer {
  description: string;
  /** The JSON body. */
  schema?: z.ZodType;
  /** Bodies of other media types ("image/svg+xml", "text/event-stream", ...). */
  content?: Record<string, z.ZodType>;
}

/**
 * One API route, as its router mounts it and as its OpenAPI document describes it (openapi/api-document.ts
 * generates the documents from these declarations): the path, the contracts it parses and answers with, and
 * what it is for are written once, next to the route.
 */
export interface ApiRoute {
  method: ApiMethod;
  /** The full path in Express's syntax (path-to-regexp 8): "/api/locations/:id". */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The request body and its media type. */
  body?: { type: "application/json" | "text/plain"; schema: z.ZodType };
  /** The status of a good answer; 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  ok: ApiAnswer;
  /** The error statuses it answers besides 500 (every route may), each with when; the body is ErrorBody. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 429 | 501 | 502, string>>;
  /** Who may call it (OpenAPI security requirements); absent: the document's default. */
  security?: Record<string, string[]>[];
}

/** How a 400 from a zod contract is described (http/validate.ts puts every failed rule in details). */
export const BAD_INPUT = "The request does not meet its contract; details lists every failed rule.";

/** How a 404 with its message is described. */
export const notFoundAnswer = (message: string) => `Nothing found: { "error": "${message}" }.`;

/** The route's path as seen by a router mounted at `mountedAt` ("/api"). */
function pathUnder(route: ApiRoute, mountedAt: string): string {
  if (!route.path.startsWith(`${mountedAt}/`)) throw new Error(`${route.path} is not under ${mountedAt}`);
  return route.path.slice(mountedAt.length);
}

/** Mounts `handlers` on `router` (mounted at `mountedAt`) at the route's method and path. */
export function mountRoute(router: Router, mountedAt: string, route: ApiRoute, ...handlers: RequestHandler[]): void {
  router[route.method](pathUnder(route, mountedAt), ...handlers);
}

/** A matcher of full paths against the route's pattern, with Express's own rules (its path-to-regexp). */
export function routeMatcher(route: ApiRoute): (pathname: string) => Record<string, string> | undefined {
  const test = match<Record<string, string>>(route.path, { decode: false });
  return (pathname) => {
    const found = test(pathname);
    return found ? found.params : undefined;
  };
}
