import { Router } from "express";
import { mountRoute } from "../http/api-route";
import { ADMIN_OPENAPI_ROUTE, adminApiDocument } from "./admin-document";
import type { OpenApiDocument } from "./api-document";
import { PUBLIC_OPENAPI_ROUTE, publicApiDocument } from "./public-document";

/**
 * GET /api/openapi.json: the public API described as OpenAPI 3.1, generated at its first request (a few
 * hundred milliseconds that a start of the server does not wait for) and kept.
 */
export function openApiRoutes(deps: { siteUrl: string }): Router {
  let document: OpenApiDocument | undefined;
  const router = Router();
  mountRoute(router, "/api", PUBLIC_OPENAPI_ROUTE, (_req, res) => {
    document ??= publicApiDocument({ serverUrl: deps.siteUrl });
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(document);
  });
  return router;
}

/** GET /api/admin/openapi.json: the admin API's document (generated at its first request), behind the session check. */
export function adminOpenApiRoutes(deps: { siteUrl: string }): Router {
  let adminDocument: OpenApiDocument | undefined;
  const router = Router();
  mountRoute(router, "/api/admin", ADMIN_OPENAPI_ROUTE, (_req, res) => {
    adminDocument ??= adminApiDocument({ serverUrl: deps.siteUrl });
    res.setHeader("Cache-Control", "private, no-store");
    res.json(adminDocument);
  });
  return router;
}
