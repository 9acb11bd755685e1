import { describe, expect, it } from "vitest";
import { locationTitle, withBrand } from "./route-metadata";

describe("a location page's title", () => {
  it("when the operator's SEO title lacks the brand, then the page's title ends with it, once", () => {
    expect(locationTitle("hip pain", "Hip Stretches for Desk Workers")).toBe(
      "Hip Stretches for Desk Workers | Movebreak",
    );
    expect(locationTitle("hip pain", "Hip Stretches for Desk Workers | Movebreak")).toBe(
      "Hip Stretches for Desk Workers | Movebreak",
    );
    expect(withBrand("Neck Relief  ")).toBe("Neck Relief | Movebreak");
  });

  it("when there is no SEO title, then the spec's default names the location in title case", () => {
    expect(locationTitle("hip pain", undefined)).toBe("Free Office Exercises & Desk Stretches - Hip Pain | Movebreak");
    expect(locationTitle("hip pain", "")).toBe("Free Office Exercises & Desk Stretches - Hip Pain | Movebreak");
  });
});
