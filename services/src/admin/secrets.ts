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

/** The hashes of the sessions seen lately: every admin request names its actor by its session's hash. */
const recentHashes = new Map<string, string>();
const RECENT_HASHES = 1_000;

/** Sessions are stored by this hash only. */
export function hashSessionId(sessionId: string): string {
  const known = recentHashes.get(sessionId);
  if (known !== undefined) return known;
  const hash = digest(sessionId).toString("hex");
  if (recentHashes.size >= RECENT_HASHES) recentHashes.clear();
  recentHashes.set(sessionId, hash);
  return hash;
}
