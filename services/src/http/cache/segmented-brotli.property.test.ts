import { randomBytes } from "node:crypto";
import { brotliDecompressSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brotliJoined, segmentBrotli } from "./segmented-brotli";

const nonce = () => randomBytes(16).toString("base64");

describe("segmented brotli", () => {
  it("for any document and any nonce, then the answer decompresses to exactly the joined text", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.string({ unit: "grapheme", maxLength: 300 }),
            fc.constant("<div>".repeat(400)),
            fc.constant('"><script nonce="'),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        fc.array(fc.base64String({ minLength: 24, maxLength: 24 }), { minLength: 1, maxLength: 5 }),
        async (parts, nonces) => {
          const doc = await segmentBrotli(parts, 24);
          expect(doc).toBeDefined();
          for (const filler of nonces) {
            const joined = brotliJoined(doc as NonNullable<typeof doc>, filler) as Buffer;
            expect(brotliDecompressSync(joined).toString("utf8")).toBe(parts.join(filler));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("when a page with its nonce in several places is sent to many visitors, then each gets its own nonce from the one compression", async () => {
    const html = Array.from({ length: 800 }, (_, i) => `<li class="card">Exercise ${i} for the neck</li>`).join("");
    const parts = [
      '<html><script nonce="',
      `">window.state={"a":1}</script>${html}<script nonce="`,
      `">x()</script>${html}</html>`,
    ];
    const doc = await segmentBrotli(parts, 24);
    if (!doc) throw new Error("no brotli form");
    for (let i = 0; i < 200; i++) {
      const filler = nonce();
      expect(brotliDecompressSync(brotliJoined(doc, filler) as Buffer).toString()).toBe(parts.join(filler));
    }
    // Later segments still refer back across the nonce: the page is compressed as a whole, not part by part.
    expect(doc.segments.reduce((n, s) => n + s.length, 0)).toBeLessThan(html.length / 10);
  });

  it("when the filler is not the length it was made for, then there is no brotli answer (never a wrong one)", async () => {
    const doc = await segmentBrotli(["a", "b"], 24);
    expect(brotliJoined(doc as NonNullable<typeof doc>, "short")).toBeUndefined();
  });
});
