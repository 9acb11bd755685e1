import { BRAND_PATHS } from "@movebreak/shared/brand";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { expectHeadingOutline, expectStoreLinks, sectionOf, stubNoApiReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

stubNoApiReads();

const section = sectionOf;

describe("App of the Year (/{product}-app-of-the-year)", () => {
  it("when a visitor opens it, then the award story runs from 2017 to the 2020 award", () => {
    renderApp(BRAND_PATHS.appOfTheYear);
    screen.getByRole("heading", { level: 1, name: "Movebreak: App of the Year 2020" });
    const story = section("How a one-minute idea became App of the Year");
    const beats = within(story)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(beats).toEqual(["A simple idea", "The office moves home", "Moving, together, apart", "App of the Year"]);
    within(story).getByText(/Apple names Movebreak one of its Apps of the Year for 2020/);
    expectHeadingOutline();
  });

  it("when it lists the winners, then the product is among them and marked", () => {
    renderApp(BRAND_PATHS.appOfTheYear);
    const winners = within(section("The winners")).getAllByRole("listitem");
    expect(winners.length).toBeGreaterThanOrEqual(5);
    const ours = winners.filter((winner) => winner.textContent?.includes("That's us"));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.textContent).toContain("Movebreak");
    // Every winner is named, not only described.
    for (const name of ["Gather Room", "Daybook", "Reelhouse", "Farwind", "Pocket Burrow"]) {
      expect(
        winners.some(
          (winner) => winner.textContent?.startsWith(`${name}:`) || winner.textContent?.includes(`${name}:`),
        ),
        name,
      ).toBe(true);
    }
  });

  it("when it shows the physical award, then it describes it, and the download call goes to the store", () => {
    renderApp(BRAND_PATHS.appOfTheYear);
    within(section("Heavy enough to count as a workout")).getByText(/solid, weighty block/);
    expectStoreLinks(["Try for Free"]);
  });

  it("when the server renders it, then it answers 200 as an article", async () => {
    const result = await render(BRAND_PATHS.appOfTheYear, TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>Movebreak: App of the Year 2020</title>");
    expect(result.head).toContain('<meta property="og:type" content="article" />');
  });
});
