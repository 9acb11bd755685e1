import { describe, expect, it } from "vitest";
import { factIssues, STATISTICS } from "./page-rules";

describe("page rules: statistics", () => {
  const source = STATISTICS[0]?.source ?? "";
  it("when the 9.5-hour figure appears with its source line, then it passes; without it, the source line is asked for", () => {
    const fact = "The average desk worker sits for about 9.5 hours a day.";
    expect(factIssues(`${fact}\n\n_${source}_`)).toEqual([]);
    expect(factIssues(fact)[0]?.message).toContain(source);
  });

  it("when a page states a figure that is not one of the site's claims, then it is an unsourced statistic", () => {
    for (const claim of [
      "Studies show that 73% of office workers have neck pain.",
      "Research finds 3 in 5 nurses skip breaks.",
    ])
      expect(factIssues(claim)[0]?.message).toMatch(/^Unsourced statistic/);
  });
});
