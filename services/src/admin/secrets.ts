import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Compares two secrets in time independent of where they differ (and of their lengths). */
export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A new session id: 256 random bits. */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/** Sessions are stored by this hash only. */
export function hashSessionId(sessionId: string): string {
  return digest(sessionId).toString("hex");
}
