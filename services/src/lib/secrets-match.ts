import { createHash, timingSafeEqual } from "node:crypto";

/** SHA-256 of a secret: equal lengths for the comparison, and what session ids are kept as. */
export const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Compares two secrets in time independent of where they differ (and of their lengths). */
export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
