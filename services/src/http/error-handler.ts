import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
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

/** Every error leaves as JSON {error, details?}; only a real fault is a 500, and it is logged. */
export function errorHandler(): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    if (res.headersSent) {
      res.end();
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

/** Unknown API paths answer JSON, not the public app's 404 page. */
export function apiNotFound(): RequestHandler {
  return (_req, res) => {
    res.status(404).json({ error: "Not found" });
  };
}
