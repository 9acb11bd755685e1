import { type DestinationStream, type LoggerOptions, pino } from "pino";

/** The process logger; secrets are redacted wherever they could appear. */
export function createLogger(level: string, destination?: DestinationStream) {
  const options: LoggerOptions = {
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
        // Pinterest tokens, in our names and in Pinterest's: never logged even if an object carrying one is.
        "accessToken",
        "*.accessToken",
        "refreshToken",
        "*.refreshToken",
        "access_token",
        "*.access_token",
        "refresh_token",
        "*.refresh_token",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
