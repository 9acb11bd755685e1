import { createHash, randomBytes } from "node:crypto";

/**
 * A client address as a short salted hash, for counters that must tell clients apart without keeping an
 * address: the salt is made per counter (per process), so the hashes mean nothing outside it.
 */
export function clientHasher(): (address: string | undefined) => string {
  const salt = randomBytes(16);
  return (address) =>
    createHash("sha256")
      .update(salt)
      .update(address ?? "")
      .digest("base64url")
      .slice(0, 22);
}
