import { Router } from "express";
import { buildAdminApiDocument } from "./admin-api-document";
import { buildPublicApiDocument } from "./public-api-document";

/** GET /api/openapi.json: the public API described as OpenAPI 3.1 (built once). */
export function openApiRoutes(deps: { siteUrl: string }): Router {
  const document = buildPublicApiDocument({ serverUrl: deps.siteUrl });
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json(document);
  });
  return router;
}

/** GET /api/admin/openapi.json: the admin API's document (built once), mounted behind the session check. */
export function adminOpenApiRoutes(deps: { siteUrl: string }): Router {
  const adminDocument = buildAdminApiDocument({ serverUrl: deps.siteUrl });
  const router = Router();
  router.get("/openapi.json", (_req, res) => {
    res.setHeader("Cache-Control", "private, no-store");
    res.json(adminDocument);
  });
  return router;
}
