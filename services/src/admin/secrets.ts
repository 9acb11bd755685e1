import { randomBytes } from "node:crypto";
import { digest } from "../lib/secrets-match";

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
