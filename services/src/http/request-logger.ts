import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** One JSON line per request, with a request id (taken from x-request-id when sent) echoed back. */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers["x-request-id"];
      const id = typeof given === "string" && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
      res.setHeader("x-request-id", id);
      return id;
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, url: withoutSecrets(req.url) }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
  });
}

/** The OAuth return (/admin?code=...&state=...) carries a one-time code: its value is not logged. */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&](?:code|state)=)[^&#]*/g, "$1[redacted]");
}
