import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/**
 * What a server-made signature is for. Each purpose has its own key, derived from the deployment's secret, so a
 * value signed for one purpose proves nothing for another, and none is keyed by a credential a person types
 * (the admin token): a signature that leaks lets nobody test guesses of a password offline.
 */
export type KeyPurpose = "frame-host-proof" | "page-load";

/** Signs and checks short values with the current key of a purpose; a value signed with a previous key still checks. */
export interface PurposeKeys {
  /** A MAC of `message` (base64url, 22 characters: 132 bits). */
  sign(purpose: KeyPurpose, message: string): string;
  /** True when `mac` is the MAC of `message` under the current or a previous key of `purpose` (timing-safe). */
  verify(purpose: KeyPurpose, message: string, mac: string | undefined): boolean;
}

const MAC_LENGTH = 22;

/**
 * The keys of every purpose from the deployment's secrets, newest first: the first signs, every one verifies
 * (a rotation adds a new secret and keeps the old one until nothing it signed is still in use).
 */
export function purposeKeys(secrets: () => readonly Buffer[]): PurposeKeys {
  const derived = new Map<string, Buffer>();
  const keyOf = (secret: Buffer, purpose: KeyPurpose) => {
    const id = `${secret.toString("base64")}:${purpose}`;
    let key = derived.get(id);
    if (!key) {
      key = Buffer.from(hkdfSync("sha256", secret, Buffer.alloc(0), `movebreak ${purpose} v1`, 32));
      if (derived.size > 64) derived.clear();
      derived.set(id, key);
    }
    return key;
  };
  const macOf = (key: Buffer, message: string) =>
    createHmac("sha256", key).update(message, "utf8").digest("base64url").slice(0, MAC_LENGTH);
  return {
    sign(purpose, message) {
      const [current] = secrets();
      if (!current) throw new Error("No deployment secret is loaded");
      return macOf(keyOf(current, purpose), message);
    },
    verify(purpose, message, mac) {
      if (typeof mac !== "string" || mac.length !== MAC_LENGTH) return false;
      const given = Buffer.from(mac);
      let ok = false;
      // Every key is tried, whichever matches: the time taken does not say which key a value was signed with.
      for (const secret of secrets()) {
        const expected = Buffer.from(macOf(keyOf(secret, purpose), message));
        if (expected.length === given.length && timingSafeEqual(expected, given)) ok = true;
      }
      return ok;
    },
  };
}
