/** What a request answers while the database cannot be reached (503, with Retry-After). */
export const DATABASE_UNAVAILABLE_MESSAGE = "Database unavailable; try again shortly";
/** Seconds a client is asked to wait before trying again (the Retry-After header of that 503). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that say the server, not the statement, is the problem: class 08 (connection exception),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering),
 * 53300 too_many_connections.
 */
const UNAVAILABLE_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** Socket errors of the connection itself (Node's error codes). */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNABORTED",
]);
/** node-postgres and pg-pool say it in words only. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect/, // the pool's connectionTimeoutMillis
  /is not queryable/, // a client whose socket died (a ROLLBACK sent after the failure)
  /^Client was closed/,
  /^PGlite is closed/,
];

/**
 * Whether an error means the database cannot be reached right now (it went away, refuses connections, or the
 * pool could not get one in time), as opposed to a fault of the statement or of our code. Follows `cause` and
 * the `errors` of an AggregateError (a connect to a name with several addresses), and reads pg-boss's copies,
 * which keep only the message and code.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}

function unavailable(error: unknown, depth: number): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code))) {
    return true;
  }
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (cause !== undefined && unavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1));
}
