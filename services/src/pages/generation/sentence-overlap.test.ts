import { describe, expect, it } from "vitest";
import { DUPLICATION_THRESHOLD, maxOverlap, sentenceOverlap, sentencesOf } from "./sentence-overlap";

describe("sentenceOverlap", () => {
  it("when sentences differ only in markup, case and punctuation, then they count as the same", () => {
    const a = "## Why it hurts\n\nSitting still for hours is hard on the neck. **Move** every hour, if you can!";
    const b = "- sitting still for hours is hard on the NECK\n1. Move every hour if you can.";
    expect(sentenceOverlap(a, b)).toBe(1);
  });

  it("when half of a's sentences appear in b, then the overlap is 0.5, and it is not symmetric", () => {
    const a = "The first sentence is shared here. The second one is only in a.";
    const b = "The first sentence is shared here. Something else entirely lives in b. And one more line for b.";
    expect(sentenceOverlap(a, b)).toBe(0.5);
    expect(sentenceOverlap(b, a)).toBeCloseTo(1 / 3);
  });

  it("when links and list numbers wrap a sentence, then only its words count", () => {
    expect([
      ...sentencesOf("3. **Chin Tucks** ([Neck Relief](/movements/neck-relief)): Sit tall and breathe."),
    ]).toEqual(["chin tucks neck relief sit tall and breathe"]);
  });

  it("when a text has no sentence of four words or more, then its overlap is 0", () => {
    expect(sentenceOverlap("## FAQ\n\nTips", "## FAQ\n\nTips")).toBe(0);
  });

  it("when compared with several pages, then maxOverlap is the worst pair either way round, and the threshold is 30%", () => {
    const page = "One two three four. Five six seven eight. Nine ten eleven twelve. Thirteen fourteen fifteen sixteen.";
    const copy = "One two three four. Something quite different here.";
    expect(maxOverlap(page, ["Nothing in common at all.", copy])).toBe(0.5);
    expect(maxOverlap(page, [])).toBe(0);
    expect(DUPLICATION_THRESHOLD).toBe(0.3);
  });
});
