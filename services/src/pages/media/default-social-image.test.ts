import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderDefaultSocialImage } from "./default-social-image.js";
import { pngSize } from "./png-info.js";

const sample = { brand: "Movebreak", tagline: "Movement breaks for your workday: 1-minute routines, anywhere." };

describe("renderDefaultSocialImage", () => {
  it("when the site's image is rendered, then it is a 1200x630 PNG", async () => {
    const png = await renderDefaultSocialImage(sample);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const dir = process.env.MEDIA_SAMPLES_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "default-social.png"), png);
    }
  });

  it("when brand and tagline are very long or empty, then it still renders at 1200x630", async () => {
    const long = await renderDefaultSocialImage({ brand: "Movebreak ".repeat(20), tagline: "Stretch ".repeat(40) });
    const empty = await renderDefaultSocialImage({ brand: "Movebreak", tagline: "" });
    expect(pngSize(long)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(empty)).toEqual({ width: 1200, height: 630 });
  });

  it("when the same input is rendered twice, then the bytes are identical; when taglines differ, they are not", async () => {
    const a = await renderDefaultSocialImage(sample);
    const b = await renderDefaultSocialImage({ ...sample });
    const c = await renderDefaultSocialImage({ ...sample, tagline: "Stretch at your desk." });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});
