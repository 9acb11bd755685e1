import compression from "compression";
import { type Request, type RequestHandler, Router } from "express";
import { secretsMatch } from "../../lib/secrets-match";
import type { AppMetrics } from "./app-metrics";

export const METRICS_PATH = "/metrics";

export interface MetricsEndpoint {
  /** Whether the request bears the metrics token (the per-client budget does not count such a scrape). */
  authorized(req: Request): boolean;
  router: Router;
}

/**
 * GET /metrics in Prometheus' text format, for a request bearing METRICS_TOKEN (`Authorization: Bearer ...`,
 * compared in constant time); any other request is refused with 401. Without a token configured the route is
 * not mounted at all (create-app.ts): /metrics is then a 404 like any unknown address.
 */
export function metricsEndpoint(registry: AppMetrics["registry"], token: string): MetricsEndpoint {
  const authorized = (req: Request) => {
    const header = req.get("authorization") ?? "";
    const match = /^Bearer (.+)$/i.exec(header.trim());
    return match?.[1] !== undefined && secretsMatch(match[1], token);
  };
  const refuse: RequestHandler = (req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    if (authorized(req)) return next();
    res
      .status(401)
      .setHeader("WWW-Authenticate", 'Bearer realm="metrics"')
      .type("text/plain")
      .send("Unauthorized: GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>\n");
  };
  const router = Router();
  // Compressed for a scraper that asks (Prometheus does): the exposition is tens of KB of repetitive text.
  router.get(METRICS_PATH, refuse, compression(), async (_req, res, next) => {
    try {
      const body = await registry.metrics();
      res.setHeader("Content-Type", registry.contentType);
      res.send(body);
    } catch (error) {
      next(error);
    }
  });
  return { authorized, router };
}
