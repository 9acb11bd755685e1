import { describe, expect, it } from "vitest";
import { layoutHeroImage, renderHeroImage } from "./hero-image.js";
import { expectPngOfSize, itBehavesLikeARenderedImage } from "./testing/png-checks.js";

const OG_SIZE = { width: 1200, height: 630 };
const sample = {
  headline: "Desk stretches for neck pain at work",
  subheadline: "A 5-minute routine of four gentle moves for remote workers who sit all day.",
  brand: "Movebreak",
};

describe("renderHeroImage", () => {
  itBehavesLikeARenderedImage({ render: renderHeroImage, sample, size: OG_SIZE, saveAs: "hero.png", text: "headline" });

  it("when the headline is 200 characters of mixed scripts, then it still renders at 1200x630", async () => {
    const headline = "Étirements 办公室拉伸 Ελληνικά ".repeat(8).slice(0, 200);
    expectPngOfSize(await renderHeroImage({ headline, subheadline: headline, brand: "Movebreak" }), OG_SIZE);
  });

  it("when the headline is long, then it is set smaller than a short one", async () => {
    const short = await layoutHeroImage({ ...sample, headline: "Move more" });
    const long = await layoutHeroImage({ ...sample, headline: "Stretch ".repeat(20) });
    expect(long.headlineSize).toBeLessThan(short.headlineSize);
  });
});
