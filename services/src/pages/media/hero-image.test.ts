import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { layoutHeroImage, renderHeroImage } from "./hero-image.js";
import { pngSize } from "./png-info.js";

const sample = {
  headline: "Desk stretches for neck pain at work",
  subheadline: "A 5-minute routine of four gentle moves for remote workers who sit all day.",
  brand: "Movebreak",
};

describe("renderHeroImage", () => {
  it("when a headline is rendered, then it is a 1200x630 PNG", async () => {
    const png = await renderHeroImage(sample);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const dir = process.env.MEDIA_SAMPLES_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "hero.png"), png);
    }
  });

  it("when the headline is 200 characters of mixed scripts, then it still renders at 1200x630", async () => {
    const headline = "Étirements 办公室拉伸 Ελληνικά ".repeat(8).slice(0, 200);
    const png = await renderHeroImage({ headline, subheadline: headline, brand: "Movebreak" });
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("when the headline is long, then it is set smaller than a short one", async () => {
    const short = await layoutHeroImage({ ...sample, headline: "Move more" });
    const long = await layoutHeroImage({ ...sample, headline: "Stretch ".repeat(20) });
    expect(long.headlineSize).toBeLessThan(short.headlineSize);
  });

  it("when the same input is rendered twice, then the bytes are identical; when headlines differ, they are not", async () => {
    const a = await renderHeroImage(sample);
    const b = await renderHeroImage({ ...sample });
    const c = await renderHeroImage({ ...sample, headline: "Hip openers for people who sit all day" });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});
