import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { expectHeadingOutline, expectStoreLinks, stubNoApiReads } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

stubNoApiReads();

describe("ad-style landing page (/index-2)", () => {
  it("when a visitor opens it, then a warning headline leads into the claimed statistics", () => {
    renderApp("/index-2");
    screen.getByText("Warning");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "Your chair is winning. 9.5 hours a day and counting.",
    );
    const stats = screen
      .getByRole("heading", { level: 2, name: "Sitting is the habit nobody chose" })
      .closest("section");
    if (!stats) throw new Error("no statistics section");
    const values = within(stats)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(values).toEqual(["9.5 hrs", "8+ hrs", "50,000+", "4.8★", "2,000+", "30 sec"]);
    expectHeadingOutline();
  });

  it("when it explains the system, then it shows three steps: apps lock, you move, apps unlock", () => {
    renderApp("/index-2");
    const steps = within(
      screen
        .getByRole("heading", { level: 2, name: "Apps lock. You move. Apps unlock." })
        .closest("section") as HTMLElement,
    )
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(["Step 1: Apps lock", "Step 2: You move", "Step 3: Apps unlock"]);
  });

  it("when it builds the case, then testimonials and an urgency section follow, and every download button goes to the store", () => {
    renderApp("/index-2");
    expect(screen.getAllByRole("figure").filter((figure) => figure.querySelector("blockquote"))).toHaveLength(3);
    screen.getByRole("heading", { level: 2, name: /Tomorrow is another 9\.5 hours/ });
    screen.getByText("Cancel within 3 days and you won't be charged");
    expectStoreLinks(["Try for Free", "Start My Free Week", "Download on the App Store"]);
  });

  it("when the server renders it, then it answers 200 with the page's title and content", async () => {
    const result = await render("/index-2", TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>Sitting Is Costing You More Than You Think | Movebreak</title>");
    expect(result.head).toContain('<link rel="canonical" href="https://site.test/index-2" />');
    expect(result.html).toContain("Apps lock. You move. Apps unlock.");
    expect(result.html).toContain(`href="${TEST_CONFIG.storeUrl}"`);
  });
});
