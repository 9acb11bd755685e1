import { describe, expect, it } from "vitest";
import { linesThatFit, measureHeights, pickFontSize, sizeSteps } from "./measure.js";

describe("measure", () => {
  it("when sizes are stepped, then the minimum is always the last candidate", () => {
    expect(sizeSteps(20, 10, 4)).toEqual([20, 16, 12, 10]);
    expect(sizeSteps(20, 12, 4)).toEqual([20, 16, 12]);
  });

  it("when a size fits, then the largest fitting one is picked; when none does, the smallest", () => {
    expect(pickFontSize([30, 20, 10], [300, 200, 100], 250)).toBe(20);
    expect(pickFontSize([30, 20, 10], [300, 200, 100], 50)).toBe(10);
  });

  it("when lines are counted, then at least one fits", () => {
    expect(linesThatFit(100, 20, 1.25)).toBe(4);
    expect(linesThatFit(10, 20, 1.25)).toBe(1);
  });

  it("when the same text is measured narrower or larger, then it is taller", async () => {
    const text = "Desk stretches for neck pain at work";
    const [wide, narrow, big] = await measureHeights([
      { text, width: 800, style: { fontSize: 40, lineHeight: 1 } },
      { text, width: 200, style: { fontSize: 40, lineHeight: 1 } },
      { text, width: 800, style: { fontSize: 80, lineHeight: 1 } },
    ]);
    expect(wide).toBe(40);
    expect(narrow).toBeGreaterThan(wide ?? 0);
    expect(big).toBeGreaterThan(wide ?? 0);
  });
});
