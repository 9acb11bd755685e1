import type { RequestHandler } from "express";

/**
 * `Cache-Control: no-store` on every answer of the operators' surfaces (the admin APIs and the /admin app's
 * HTML), set before anything else so refusals (401, 403, 429) and errors (404, 409, 500) carry it too: no
 * browser or proxy keeps a copy of what an operator saw (ASVS 8.2.1). A route that sets its own Cache-Control
 * (an export's download) replaces it. The admin app's hashed assets keep their year-long caching.
 */
export function operatorsNoStore(): RequestHandler {
  return (req, res, next) => {
    if (!(req.baseUrl === "/admin" && req.path.startsWith("/assets/"))) res.setHeader("Cache-Control", "no-store");
    next();
  };
}
