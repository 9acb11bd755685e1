import { pino } from "pino";

/** The process logger; secrets are redacted wherever they could appear. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        'req.headers["x-admin-session"]',
        'res.headers["set-cookie"]',
        "token",
        "*.token",
        "sessionId",
        "*.sessionId",
      ],
      censor: "[redacted]",
    },
  });
}
