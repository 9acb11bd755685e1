import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { expectHeadingOutline, expectStoreLinks, stubNoApiReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

stubNoApiReads();

describe("The Chair Trap (/the-chair-trap)", () => {
  it("when a visitor reads it, then the article states the sitting figures and explains the risks and the way out", () => {
    renderApp("/the-chair-trap");
    screen.getByRole("heading", { level: 1, name: "The Chair Trap" });
    const article = screen.getByRole("article");
    within(article).getByText("9.5 hours");
    within(article).getByText("8+ hours");
    expect(
      within(article)
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Why sitting is so hard to escape",
      "What a day in the chair does to you",
      "The way out is smaller than you think",
      "Start with one minute",
    ]);
    within(article).getByText(/not medical advice/);
    expect(
      within(article)
        .getByRole("link", { name: /the hips you have been sitting on/ })
        .getAttribute("href"),
    ).toBe("/movements");
    expectHeadingOutline();
  });

  it("when it ends, then the download call goes to the store", () => {
    renderApp("/the-chair-trap");
    screen.getByRole("heading", { level: 2, name: "Break the trap, one minute at a time" });
    expectStoreLinks(["Try for Free"]);
  });

  it("when the server renders it, then it answers 200 as an article", async () => {
    const result = await render("/the-chair-trap", TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>The Chair Trap: What Sitting All Day Does to You | Movebreak</title>");
    expect(result.head).toContain('<meta property="og:type" content="article" />');
    expect(result.html).toContain("The way out is smaller than you think");
  });
});
