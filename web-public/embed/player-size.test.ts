import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { describe, expect, it } from "vitest";

/** The embed budget: third-party pages pay for every byte of the player. */
const MAX_GZIPPED_BYTES = 8 * 1024;

// `npm test` builds first (ops/scripts/ensure-built.mjs), so this reads the shipped bundle.
const bundle = join(import.meta.dirname, "../dist", BRAND_PATHS.playerScript);

describe("player bundle", () => {
  it("when built, then it is one minified IIFE of at most 8 KB gzipped", () => {
    expect(existsSync(bundle), `${bundle} is missing: run "npm run build"`).toBe(true);
    const code = readFileSync(bundle);
    const gzipped = gzipSync(code, { level: 9 }).length;
    expect(gzipped, `gzipped size ${gzipped} bytes`).toBeLessThanOrEqual(MAX_GZIPPED_BYTES);
    const text = code.toString("utf8");
    expect(text.startsWith('"use strict";(()=>{') || text.startsWith("(()=>{")).toBe(true);
    expect(text.split("\n").length).toBeLessThanOrEqual(160);
    // ASCII only, so it reads the same on a host page in any encoding.
    expect(/[^\p{ASCII}]/u.test(text)).toBe(false);
    // No framework made it in.
    expect(text).not.toMatch(/react|xstate|zod/i);
  });
});
