import { Router } from "express";
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
