import type { HttpModule } from "../http/http-module";
import { adminOpenApiRoutes, openApiRoutes } from "./routes";

/**
 * The API documents, generated from the routes' declarations: listed last in main.ts, so each is mounted
 * after the routers of its kind (the admin one behind the session check).
 */
export function createOpenApi(deps: { siteUrl: string }): { http: HttpModule } {
  return { http: { adminApi: [["/api/admin", adminOpenApiRoutes(deps)]], publicApi: [openApiRoutes(deps)] } };
}
