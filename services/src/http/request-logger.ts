import { randomUUID } from "node:crypto";
import { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";
import type { Level, Logger } from "pino";

declare module "node:http" {
  interface IncomingMessage {
    /** The request id (x-request-id), on every log line about the request and echoed back. */
    id?: string;
    /** The logger bound to this request's id. */
    log?: Logger;
  }
}

const UNLOGGED = new Set(["/healthz", "/readyz"]);

/** The most of a request's address a log line carries: an 8 KB address must not make an 8 KB line. */
export const LOGGED_URL_CHARS = 512;

const ROOT_LOGGER = Symbol("root logger");
const CHILD_LOGGER = Symbol("request logger");
type LoggedRequest = IncomingMessage & { [ROOT_LOGGER]?: Logger; [CHILD_LOGGER]?: Logger };

// `req.log` is made on first use, from a getter defined once: most requests never log through it, and a child
// logger made for every request was garbage (a tenth of the collector's work on a cached read).
Object.defineProperty(IncomingMessage.prototype, "log", {
  configurable: true,
  get(this: LoggedRequest): Logger | undefined {
    const root = this[ROOT_LOGGER];
    if (!root) return undefined;
    this[CHILD_LOGGER] ??= root.child({ reqId: this.id });
    return this[CHILD_LOGGER];
  },
});

/**
 * One JSON line per request when it completes (info; warn for a 4xx and for 501, an answer given on purpose;
 * error for another 5xx or a broken connection), with a request id taken from x-request-id when sent, else made, and
 * echoed back. Not pino-http: it serialises the request into a child logger on every request,
 * even when the line is then dropped by the level (most of the logging cost of a cached read);
 * here the line is built only when its level is enabled.
 */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.headers["x-request-id"];
    const id = typeof given === "string" && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
    req.id = id;
    res.setHeader("x-request-id", id);
    (req as LoggedRequest)[ROOT_LOGGER] = logger;
    if (UNLOGGED.has(req.path)) return next();

    const started = process.hrtime.bigint();
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      // A live stream (Server-Sent Events) ends when its client leaves: that is its normal end, not a failure.
      const stream = String(res.getHeader("content-type") ?? "").startsWith("text/event-stream");
      const completed = res.writableFinished || stream;
      // A 503 asks the client to come back (the database is away, a feature is switched off): its cause is
      // logged once where it is known (the database's outage, by main.ts), not as an error per request. A 501
      // is an answer given on purpose (oEmbed's XML).
      const status = res.statusCode;
      const failed = status >= 500 && status !== 503 && status !== 501;
      const level: Level = !completed || failed ? "error" : status >= 400 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId: id,
          req: { id, method: req.method, url: loggedUrl(req.originalUrl) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        },
        stream ? "stream closed" : completed ? "request completed" : "request aborted",
      );
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}

/** The address as a log line carries it: without secrets, and at most LOGGED_URL_CHARS characters of it. */
export function loggedUrl(url: string): string {
  const clean = withoutSecrets(url);
  if (clean.length <= LOGGED_URL_CHARS) return clean;
  return `${clean.slice(0, LOGGED_URL_CHARS)}...[${clean.length - LOGGED_URL_CHARS} more characters]`;
}

/**
 * The OAuth return (/admin?code=...&state=...) carries a one-time code: its value is not logged. A session is
 * named in an address by its 8-character label; anything else there (a client that put the session id itself
 * in DELETE /api/admin/sessions/{id}) is not logged either. Case-insensitive, as Express's routing is:
 * /API/ADMIN/SESSIONS/{id} reaches the same route, so its id is as secret.
 */
export function withoutSecrets(url: string): string {
  return url
    .replace(/([?&](?:code|state)=)[^&#]*/gi, "$1[redacted]")
    .replace(/^(\/api\/admin\/sessions\/)(?!revoke-others(?:[?#]|$)|[0-9a-f]{8}(?:[?#]|$))[^?#]+/i, "$1[redacted]");
}
