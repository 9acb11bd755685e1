import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { purposeKeys } from "./purpose-keys";

const keysOf = (...secrets: string[]) => purposeKeys(() => secrets.map((secret) => Buffer.from(secret)));

describe("keys per purpose", () => {
  it("when a value is signed for one purpose, then it proves nothing for another", () => {
    const keys = keysOf("deployment secret");
    const mac = keys.sign("frame-host-proof", "blog.example");
    expect(keys.verify("frame-host-proof", "blog.example", mac)).toBe(true);
    expect(keys.verify("page-load", "blog.example", mac)).toBe(false);
  });

  it("when someone knows the admin token, then an HMAC keyed by it does not match a proof (nothing to test guesses against)", () => {
    const token = "the-admin-token-0123456789";
    const keys = keysOf("deployment secret");
    const oldStyleKey = createHmac("sha256", token).update("movebreak reach: frame host proof v1").digest();
    const oldStyleProof = createHmac("sha256", oldStyleKey).update("blog.example").digest("base64url").slice(0, 22);
    expect(keys.sign("frame-host-proof", "blog.example")).not.toBe(oldStyleProof);
  });

  it("when any byte of a signature changes, or it has another length, then it does not verify", () => {
    const keys = keysOf("deployment secret");
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ maxLength: 30 }), (message, forged) => {
        const mac = keys.sign("page-load", message);
        fc.pre(forged !== mac);
        expect(keys.verify("page-load", message, forged)).toBe(false);
        expect(keys.verify("page-load", message, mac)).toBe(true);
      }),
    );
  });

  it("when the secret is rotated, then the new one signs and values signed with the old one still verify until it is dropped", () => {
    const before = keysOf("old");
    const signedBefore = before.sign("page-load", "/pages/a");
    const during = keysOf("new", "old");
    expect(during.verify("page-load", "/pages/a", signedBefore)).toBe(true);
    expect(during.sign("page-load", "/pages/a")).toBe(keysOf("new").sign("page-load", "/pages/a"));
    expect(keysOf("new").verify("page-load", "/pages/a", signedBefore)).toBe(false);
  });
});
