import { BRAND_PATHS } from "@movebreak/shared/brand";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { expectHeadingOutline, expectStoreLinks, sectionOf, stubNoApiReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

stubNoApiReads();

const section = sectionOf;

describe("About (/about-{product})", () => {
  it("when a visitor opens it, then the manifesto and the four principles of the philosophy show", () => {
    renderApp(BRAND_PATHS.about);
    screen.getByRole("heading", { level: 1, name: "Movement for people who hate the gym" });
    within(section("Our manifesto")).getByText("We are not a fitness app.");
    within(section("Our manifesto")).getByText(/started in 2017/);
    expect(
      within(section("Four ideas behind every feature"))
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["Small beats heroic", "Systems beat willpower", "All movement is movement", "Built for real bodies"]);
    expectHeadingOutline();
  });

  it("when it compares, then a table sets the app against fitness apps, reminder apps and app blockers", () => {
    renderApp(BRAND_PATHS.about);
    const table = within(section("Movebreak and other apps")).getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["What it does", "Movebreak", "Fitness apps", "Reminder apps", "App blockers"]);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(6);
  });

  it("when it shows recognition, then the award links to its story and the claims are listed", () => {
    renderApp(BRAND_PATHS.about);
    const recognition = section("Trusted by people who sit a lot");
    within(recognition).getByText("App of the Year 2020");
    expect(within(recognition).getByRole("link", { name: "Read the award story" }).getAttribute("href")).toBe(
      BRAND_PATHS.appOfTheYear,
    );
    for (const value of ["50,000+", "4.8/5", "2017", "8+ years"]) {
      within(recognition).getByText(value);
    }
  });

  it("when it quotes users, then exactly two testimonials show, and the download call goes to the store", () => {
    renderApp(BRAND_PATHS.about);
    expect(within(section("Why people stay")).getAllByRole("figure")).toHaveLength(2);
    expectStoreLinks(["Try for Free"]);
  });

  it("when the server renders it, then it answers 200", async () => {
    const result = await render(BRAND_PATHS.about, TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>About Movebreak: Movement for People Who Hate the Gym</title>");
  });
});
