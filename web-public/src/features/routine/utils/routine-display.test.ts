import { describe, expect, it } from "vitest";
import { completedLine } from "./routine-display";

describe("the completion line", () => {
  it("when the location's title is a place or a theme, then it reads N {location} exercises", () => {
    expect(completedLine(4, "Hip Pain")).toBe("You just completed 4 Hip Pain exercises...");
    expect(completedLine(1, "Arms Only")).toBe("You just completed 1 Arms Only exercise...");
  });

  it("when the title already ends with Exercises, then it is not said twice", () => {
    expect(completedLine(4, "Desk Exercises")).toBe("You just completed 4 Desk Exercises...");
    expect(completedLine(1, "Desk Exercises")).toBe("You just completed 1 Desk Exercise...");
    expect(completedLine(3, "Exercises")).toBe("You just completed 3 Exercises...");
  });
});
