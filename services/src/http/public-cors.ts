import type { RequestHandler } from "express";

/**
 * The embed endpoints may be read from any origin, without credentials:
 * a wildcard origin makes browsers refuse to send or expose cookies.
 */
export function publicCors(): RequestHandler {
  return (req, res, next) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Max-Age", "600");
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    next();
  };
}
