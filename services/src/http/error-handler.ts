import { STATUS_CODES } from "node:http";
import { CONCURRENT_CHANGE_MESSAGE } from "@movebreak/shared/constants";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import type { DatabaseHealth } from "../db/database-health";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "../db/database-unavailable";
import { SessionEnded } from "../db/session-held";
import { ConcurrencyError } from "../event-store/event-store";
import { HttpError } from "./http-error";

interface BodyParserError extends Error {
  type?: string;
  status?: number;
  limit?: number;
  /** Set on a file system error (a static file's stat): its message names a path on the server. */
  syscall?: string;
  path?: string;
}

/**
 * What a client error from Express's own middleware may say. A missing file is "Not found" (static files and
 * sendFile answer with the file system's error, which names the server's path: `ENOENT: ... stat '/srv/...'`);
 * any other file system error says only its status; the rest (a bad escape in the address) keep their message.
 */
function clientMessage(status: number, error: BodyParserError): string {
  if (status === 404) return "Not found";
  const fromFileSystem =
    typeof error.syscall === "string" || typeof error.path === "string" || /^E[A-Z]+\b/.test(error.message);
  return fromFileSystem ? (STATUS_CODES[status] ?? "Request refused") : error.message;
}

export interface ErrorHandlerOptions {
  /**
   * Told of every error that means the database cannot be reached: it logs the outage once when it starts
   * (and once when it ends), so the requests that fail meanwhile log nothing of their own.
   */
  databaseHealth?: DatabaseHealth;
}

/**
 * Every error leaves as JSON {error, details?}; only a real fault is a 500, and it is logged. Two answers say
 * "try again" rather than "it broke": the database cannot be reached (503 with Retry-After; an HTML page for a
 * public page), and concurrent writers won every retry of an event append (409, nothing was stored).
 */
export function errorHandler(options: ErrorHandlerOptions = {}): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (isDatabaseUnavailable(err)) {
      // The outage is logged once by whoever listens to the health; without one, each request says it.
      if (options.databaseHealth) options.databaseHealth.failed(err);
      else req.log?.warn({ err }, "database unavailable");
      if (!res.headersSent) databaseUnavailable(req, res);
      else res.end();
      return;
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    if (err instanceof ConcurrencyError) {
      res.status(409).json({ error: CONCURRENT_CHANGE_MESSAGE });
      return;
    }
    if (err instanceof SessionEnded) {
      res.status(401).json({ error: err.message });
      return;
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ error: err.message, ...(err.details ? { details: err.details } : {}) });
      return;
    }
    const parserError = err as BodyParserError;
    if (parserError.type === "entity.too.large") {
      const limit = parserError.limit;
      const size =
        limit === undefined
          ? undefined
          : limit >= 1024 * 1024
            ? `${Math.round(limit / (1024 * 1024))} MB`
            : `${Math.round(limit / 1024)} KB`;
      res
        .status(413)
        .json({ error: size ? `Request body is larger than the ${size} limit` : "Request body is too large" });
      return;
    }
    if (parserError.type === "entity.parse.failed") {
      res.status(400).json({ error: "Malformed JSON in request body" });
      return;
    }
    // Other client errors raised by Express middleware (a missing static file, a bad encoding).
    if (typeof parserError.status === "number" && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ error: clientMessage(parserError.status, parserError) });
      return;
    }
    req.log?.error({ err }, "request failed");
    res.status(500).json({ error: "Internal server error" });
  };
}

/** 503 with Retry-After: JSON for the API and for clients that ask for it, a small page for a browser. */
function databaseUnavailable(req: Request, res: Response): void {
  res.status(503).setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS)).setHeader("Cache-Control", "no-store");
  const wantsPage = !req.path.startsWith("/api/") && req.accepts(["html", "json"]) === "html";
  if (!wantsPage) {
    res.json({ error: DATABASE_UNAVAILABLE_MESSAGE });
    return;
  }
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>Temporarily unavailable</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">` +
        `<h1>Temporarily unavailable</h1><p>${DATABASE_UNAVAILABLE_MESSAGE}.</p></body></html>`,
    );
}

/** Unknown API paths answer JSON, not the public app's 404 page. */
export function apiNotFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).json({ error: "Not found" });
  };
}
