import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { expectHeadingOutline, expectStoreLinks, sectionOf, stubNoApiReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

stubNoApiReads();

const section = sectionOf;

/** The Watts each listed entry of a day card earns, read off the page ("+120 W"). */
function listedWatts(card: HTMLElement): number[] {
  return within(card)
    .getAllByRole("listitem")
    .map((item) => Number(item.textContent?.match(/\+([\d,]+) W$/)?.[1]?.replace(",", "")));
}

describe("Any movement counts (/any-movement-counts)", () => {
  it("when a visitor opens the manifesto, then it lists how each activity converts into Watts", () => {
    renderApp("/any-movement-counts");
    screen.getByRole("heading", { level: 1, name: "Any movement counts" });
    const table = within(section("One score for every kind of movement")).getByRole("table");
    const rows = within(table)
      .getAllByRole("rowheader")
      .map((header) => header.textContent?.replace(/(Phone|In the app|Watch)$/, ""));
    expect(rows).toEqual([
      "Steps",
      "Stairs",
      "In-app exercises",
      "Housework",
      "Dancing",
      "Playing with kids or pets",
      "Active calories",
      "Exercise minutes",
      "Standing time",
    ]);
    within(table).getByRole("cell", { name: "5 Watts per 100 steps" });
    expectHeadingOutline();
  });

  it("when it explains the app with and without a watch, then both ways are described", () => {
    renderApp("/any-movement-counts");
    const watch = section("Your phone is enough. A watch counts even more.");
    within(watch).getByRole("heading", { level: 3, name: "Without a watch" });
    within(watch).getByRole("heading", { level: 3, name: "With an Apple Watch" });
  });

  it("when it shows the two example days, then each listed day adds up to the 1,000 Watts it displays", () => {
    renderApp("/any-movement-counts");
    const days = within(section("Two very different days. The same 1,000 Watts.")).getAllByRole("article");
    expect(days).toHaveLength(2);
    for (const day of days) {
      const watts = listedWatts(day);
      expect(watts.every(Number.isFinite)).toBe(true);
      expect(watts.reduce((sum, value) => sum + value, 0)).toBe(1000);
      within(day).getByText("1,000 Watts");
      expect(within(day).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("1000");
    }
    within(days[0] as HTMLElement).getByText("Phone only");
    within(days[1] as HTMLElement).getByText("Phone + watch");
  });

  it("when it ends, then the download call goes to the store and a move can be tried online", () => {
    renderApp("/any-movement-counts");
    expectStoreLinks(["Try for Free"]);
    expect(
      within(section("Start counting every move"))
        .getByRole("link", { name: "Try a move online" })
        .getAttribute("href"),
    ).toBe("/movements");
  });

  it("when the server renders it, then it answers 200 as an article", async () => {
    const result = await render("/any-movement-counts", TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>Any Movement Counts: The Watts Manifesto | Movebreak</title>");
    expect(result.head).toContain('<meta property="og:type" content="article" />');
    expect(result.html).toContain("1,000 Watts");
  });
});
