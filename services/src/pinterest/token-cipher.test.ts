import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TokenDecryptError, tokenCipher } from "./token-cipher";

describe("token cipher (AES-256-GCM)", () => {
  const cipher = tokenCipher(randomBytes(32));
  const token = "pina_AMA3SWYXAAHAGAQAGAAFMDRFTAHBLEABQBIQCQ";

  it("when a token is encrypted twice, then the two values differ (random IV) and neither holds the token", () => {
    const a = cipher.encrypt(token, "pinterest:access_token");
    const b = cipher.encrypt(token, "pinterest:access_token");
    expect(a).not.toBe(b);
    for (const stored of [a, b]) {
      expect(stored).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
      expect(stored).not.toContain(token);
      expect(Buffer.from(stored.split(".")[3] ?? "", "base64url").toString("latin1")).not.toContain("pina_");
      expect(cipher.decrypt(stored, "pinterest:access_token")).toBe(token);
    }
  });

  it("when a stored value is altered, read for another purpose or with another key, then it does not decrypt", () => {
    const stored = cipher.encrypt(token, "pinterest:access_token");
    const [v, iv, tag, data = ""] = stored.split(".");
    const flipped = Buffer.from(data, "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      cipher.decrypt([v, iv, tag, flipped.toString("base64url")].join("."), "pinterest:access_token"),
    ).toThrow(TokenDecryptError);
    expect(() => cipher.decrypt(stored, "pinterest:refresh_token")).toThrow(TokenDecryptError);
    expect(() => tokenCipher(randomBytes(32)).decrypt(stored, "pinterest:access_token")).toThrow(TokenDecryptError);
    expect(() => cipher.decrypt("plain-token", "pinterest:access_token")).toThrow(TokenDecryptError);
  });
});
