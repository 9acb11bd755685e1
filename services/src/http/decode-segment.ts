import { HttpError } from "./http-error";

/**
 * A path segment decoded as Express decodes parameters: a broken escape or a NUL (which PostgreSQL
 * refuses in text) is a 400 with a message, never a thrown URIError or a database error.
 */
export function decodeSegment(segment: string | undefined): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment ?? "");
  } catch {
    throw new HttpError(400, `Failed to decode param '${segment}'`);
  }
  if (decoded.includes("\0")) throw new HttpError(400, "The address contains a NUL character");
  return decoded;
}

/** True when the raw request target carries a NUL, escaped or not: refused before any route reads it. */
export function hasNul(rawUrl: string): boolean {
  return /%00|\0/i.test(rawUrl);
}
