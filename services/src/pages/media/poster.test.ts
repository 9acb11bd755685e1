import { describe, expect, it } from "vitest";
import { layoutPoster, renderPoster } from "./poster.js";
import { expectPngOfSize, itBehavesLikeARenderedImage } from "./testing/png-checks.js";
import { SAMPLE_POSTER as sample } from "./testing/samples.js";

const PIN_SIZE = { width: 1000, height: 1500 };

const LONG_TITLE =
  "Why desk workers who spend long hours in front of their laptops keep getting stiff necks, sore shoulders " +
  "and tight hips, and the surprisingly simple one minute movement breaks that fix it for good, ok";

describe("renderPoster", () => {
  itBehavesLikeARenderedImage({ render: renderPoster, sample, size: PIN_SIZE, saveAs: "poster.png", text: "title" });

  it("when the title is 200 characters long, then it still renders at 1000x1500", async () => {
    expect(LONG_TITLE).toHaveLength(200);
    const png = await renderPoster({ ...sample, title: LONG_TITLE, subtitle: LONG_TITLE, bullets: [LONG_TITLE] });
    expectPngOfSize(png, PIN_SIZE);
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
    expectPngOfSize(png, PIN_SIZE);
  });

  it("when the text holds control characters, emoji or lone surrogates, then it renders", async () => {
    const png = await renderPoster({
      title: "Neck\u0000 pain\n\tat work 😀\u202E \uD800",
      bullets: ["", "  ", "\u0007"],
      brand: "Movebreak",
      url: "",
    });
    expectPngOfSize(png, PIN_SIZE);
  });

  it("when only the title and brand are given, then it renders", async () => {
    expectPngOfSize(await renderPoster({ title: "Stretch!", brand: "Movebreak" }), PIN_SIZE);
  });
});
