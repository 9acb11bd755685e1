import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { EMBED_FRAME_PATHS } from "@movebreak/shared/embed-frame";
import { describe, expect, it } from "vitest";

/** The embed budget: third-party pages pay for every byte of the player. */
const MAX_GZIPPED_BYTES = 8 * 1024;
/** The iframe page's budget for all of its JavaScript (issue 22): its one script, the player with its start-up. */
const MAX_FRAME_GZIPPED_BYTES = 20 * 1024;

// `npm test` builds first (ops/scripts/ensure-built.mjs), so this reads the shipped bundle.
const bundle = join(import.meta.dirname, "../dist", BRAND_PATHS.playerScript);
const frameBundle = join(import.meta.dirname, "../dist", EMBED_FRAME_PATHS.script);

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

  it("when built, then the iframe page's script (the same player, started in the frame) is at most 20 KB gzipped", () => {
    expect(existsSync(frameBundle), `${frameBundle} is missing: run "npm run build"`).toBe(true);
    const code = readFileSync(frameBundle);
    const gzipped = gzipSync(code, { level: 9 }).length;
    expect(gzipped, `gzipped size ${gzipped} bytes`).toBeLessThanOrEqual(MAX_FRAME_GZIPPED_BYTES);
    expect(code.toString("utf8")).not.toMatch(/react|xstate|zod/i);
  });
});
