import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = "v1";

export class TokenDecryptError extends Error {}

export interface TokenCipher {
  /** `purpose` is bound as associated data: a ciphertext moved to another column does not decrypt. */
  encrypt(plaintext: string, purpose: string): string;
  decrypt(stored: string, purpose: string): string;
}

/**
 * AES-256-GCM with a random 12-byte IV per value. Stored as "v1.<iv>.<tag>.<ciphertext>" (base64url),
 * so a later key rotation can tell formats apart.
 */
export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error("The token key must be 32 bytes (AES-256)");
  return {
    encrypt(plaintext, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(purpose, "utf8"));
      const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, data]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    decrypt(stored, purpose) {
      const [version, iv, tag, data] = stored.split(".");
      if (version !== VERSION || !iv || !tag || data === undefined) throw new TokenDecryptError("Unknown token format");
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, "base64url"), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(purpose, "utf8"));
        decipher.setAuthTag(Buffer.from(tag, "base64url"));
        return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
      } catch {
        throw new TokenDecryptError("The stored Pinterest token cannot be decrypted with PINTEREST_TOKEN_KEY");
      }
    },
  };
}
