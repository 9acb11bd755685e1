import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";

export const CLIENT_RATE_WINDOW_MS = 10_000;

/**
 * A per-client budget for everything anonymous: `limit` requests per client address per 10 s, then 429
 * with Retry-After until the window ends. A visitor loading pages, the player and its clips stays far
 * below it; a flood from one address gets cheap refusals instead of pages, so the server keeps answering
 * everyone else (docs/decisions.md, "Hostile traffic"). Operators' routes are not counted: they are
 * behind the session and the dashboard polls. Counts live in memory, per instance.
 */
export function clientRateLimit(options: { limit: number; skip: (path: string) => boolean }): RequestHandler {
  return rateLimit({
    windowMs: CLIENT_RATE_WINDOW_MS,
    limit: options.limit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    skip: (req) => options.skip(req.path),
    handler: (req, res) => {
      const retryAfter = Number(res.getHeader("retry-after")) || CLIENT_RATE_WINDOW_MS / 1000;
      const message = `Too many requests from your address; try again in ${retryAfter} seconds`;
      res.status(429).set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
      if (req.path.startsWith("/api/")) res.json({ error: message });
      else res.type("text/plain").send(message);
    },
  });
}
