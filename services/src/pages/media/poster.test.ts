import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pngSize } from "./png-info.js";
import { layoutPoster, type PosterInput, renderPoster } from "./poster.js";

const sample: PosterInput = {
  title: "Desk stretches for neck pain: a 5-minute reset for remote workers",
  subtitle: "Four gentle moves you can do at your desk between meetings, no equipment needed.",
  painPoint: "Neck pain",
  bullets: ["Chin tucks", "Neck side stretch", "Shoulder rolls", "Seated thoracic twist"],
  brand: "Movebreak",
  url: "https://movebreak.com/pages/desk-stretches-neck-pain",
};

const LONG_TITLE =
  "Why desk workers who spend long hours in front of their laptops keep getting stiff necks, sore shoulders " +
  "and tight hips, and the surprisingly simple one minute movement breaks that fix it for good, ok";

describe("renderPoster", () => {
  it("when a typical pin is rendered, then it is a 1000x1500 PNG", async () => {
    const png = await renderPoster(sample);
    expect(pngSize(png)).toEqual({ width: 1000, height: 1500 });
    // Set MEDIA_SAMPLES_DIR to look at the result.
    const dir = process.env.MEDIA_SAMPLES_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "poster.png"), png);
    }
  });

  it("when the title is 200 characters long, then it still renders at 1000x1500", async () => {
    expect(LONG_TITLE).toHaveLength(200);
    const png = await renderPoster({ ...sample, title: LONG_TITLE, subtitle: LONG_TITLE, bullets: [LONG_TITLE] });
    expect(pngSize(png)).toEqual({ width: 1000, height: 1500 });
  });

  it("when the title is long, then its headline is set smaller than a short one", async () => {
    const short = await layoutPoster({ ...sample, title: "Stretch at work" });
    const long = await layoutPoster({ ...sample, title: LONG_TITLE });
    expect(long.headlineSize).toBeLessThan(short.headlineSize);
  });

  it("when the text has accents and CJK, then it renders at 1000x1500", async () => {
    const png = await renderPoster({
      title: "Étirements au bureau: 办公室拉伸运动 für Rücken & Nacken",
      subtitle: "Ça va? Ñandú, Łódź, Tiếng Việt, Ελληνικά, Ёлочка",
      painPoint: "肩こり",
      bullets: ["颈部拉伸", "Schulterkreisen"],
      brand: "Movebreak",
    });
    expect(pngSize(png)).toEqual({ width: 1000, height: 1500 });
  });

  it("when the text holds control characters, emoji or lone surrogates, then it renders", async () => {
    const png = await renderPoster({
      title: "Neck\u0000 pain\n\tat work 😀\u202E \uD800",
      bullets: ["", "  ", "\u0007"],
      brand: "Movebreak",
      url: "",
    });
    expect(pngSize(png)).toEqual({ width: 1000, height: 1500 });
  });

  it("when only the title and brand are given, then it renders", async () => {
    expect(pngSize(await renderPoster({ title: "Stretch!", brand: "Movebreak" }))).toEqual({
      width: 1000,
      height: 1500,
    });
  });

  it("when the same input is rendered twice, then the bytes are identical; when the titles differ, they are not", async () => {
    const [a, b, c] = await Promise.all([
      renderPoster(sample),
      renderPoster({ ...sample }),
      renderPoster({ ...sample, title: "Hip openers for people who sit all day" }),
    ]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });
});
