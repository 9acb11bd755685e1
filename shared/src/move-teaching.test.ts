import { describe, expect, it } from "vitest";
import { doseText } from "./move-teaching";

describe("a move's dose in words", () => {
  it("when a dose is read out, then it says the amount, the unit in the right number, and each side only where there are sides", () => {
    expect(doseText({ amount: 5, unit: "repetitions", eachSide: false })).toBe("5 repetitions");
    expect(doseText({ amount: 1, unit: "repetitions", eachSide: false })).toBe("1 repetition");
    expect(doseText({ amount: 7, unit: "seconds", eachSide: true })).toBe("7 seconds each side");
    expect(doseText({ amount: 3, unit: "breaths", eachSide: false })).toBe("3 slow breaths");
    expect(doseText({ amount: 1, unit: "breaths", eachSide: false })).toBe("1 slow breath");
  });
});
