import { describe, it } from "vitest";
import { renderDefaultSocialImage } from "./default-social-image.js";
import { expectPngOfSize, itBehavesLikeARenderedImage } from "./testing/png-checks.js";

const OG_SIZE = { width: 1200, height: 630 };
const sample = { brand: "Movebreak", tagline: "Movement breaks for your workday: 1-minute routines, anywhere." };

describe("renderDefaultSocialImage", () => {
  itBehavesLikeARenderedImage({
    render: renderDefaultSocialImage,
    sample,
    size: OG_SIZE,
    saveAs: "default-social.png",
    text: "tagline",
  });

  it("when brand and tagline are very long or empty, then it still renders at 1200x630", async () => {
    const long = await renderDefaultSocialImage({ brand: "Movebreak ".repeat(20), tagline: "Stretch ".repeat(40) });
    const empty = await renderDefaultSocialImage({ brand: "Movebreak", tagline: "" });
    expectPngOfSize(long, OG_SIZE);
    expectPngOfSize(empty, OG_SIZE);
  });
});
