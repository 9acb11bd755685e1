import { BRAND_PATHS } from "@movebreak/shared/brand";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/entry-server";
import { stubEmbedReads } from "@/testing/embed-location-fixture";
import { expectHeadingOutline, expectStoreLinks, sectionOf } from "@/testing/page-checks";
import { renderApp } from "@/testing/render-app";
import { TEST_CONFIG } from "@/testing/test-config";

const originalScrollIntoView = Element.prototype.scrollIntoView;
stubEmbedReads();

afterEach(() => {
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

const section = sectionOf;

describe("story landing page (/{product}-0)", () => {
  it("when the visitor presses Escape the Chair, then the page scrolls to the timeline and focus moves there", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { user } = renderApp(BRAND_PATHS.story);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "You never decided to sit all day. It just happened.",
    );

    const link = screen.getByRole("link", { name: "Escape the Chair" });
    const timeline = section("A day in the chair: 16+ hours");
    // An anchor, so it works without JavaScript too.
    expect(link.getAttribute("href")).toBe(`#${timeline.id}`);
    await user.click(link);

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(timeline);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(timeline);
  });

  it("when it tells the day, then the timeline holds work 8+, commute 2+, meals 2+ and entertainment 4+ hours", () => {
    renderApp(BRAND_PATHS.story);
    const blocks = within(section("A day in the chair: 16+ hours"))
      .getAllByRole("heading", { level: 3 })
      .map((heading) => `${heading.textContent} ${heading.nextElementSibling?.textContent}`);
    expect(blocks).toEqual(["Work 8+ hours", "Commute 2+ hours", "Meals 2+ hours", "Entertainment 4+ hours"]);
    expectHeadingOutline();
  });

  it("when it introduces Sit Guard, then it links to the features page", () => {
    renderApp(BRAND_PATHS.story);
    const sitGuard = section("Sit Guard breaks the chain before it forms");
    expect(within(sitGuard).getByRole("link", { name: "See All Features" }).getAttribute("href")).toBe("/features");
  });

  it("when it shows the exits, then three previews (Arms Only, Fun Kicks, Hip Pain) play and link to /movements", async () => {
    renderApp(BRAND_PATHS.story);
    const moves = section("Three one-minute ways out of the chair");
    await within(moves).findByLabelText("Arms Only: Seated Arm Circles demonstration");
    await within(moves).findByLabelText("Fun Kicks: Front Kicks demonstration");
    await within(moves).findByLabelText("Hip Pain: Hip Circles demonstration");
    for (const label of ["Arms Only", "Fun Kicks", "Hip Pain"]) {
      expect(
        within(moves)
          .getByRole("link", { name: `Try ${label} online` })
          .getAttribute("href"),
      ).toBe("/movements");
    }
  });

  it("when it compares, then the table has column and row headers and marks what each option does", () => {
    renderApp(BRAND_PATHS.story);
    const table = within(section("Why a one-minute move beats a big plan")).getByRole("table");
    const columns = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(columns).toEqual(["What you get", "Movebreak", "Reminder apps", "The gym"]);
    const row = within(table)
      .getByRole("rowheader", { name: "Hard to ignore: apps lock until you move" })
      .closest("tr");
    expect(
      within(row as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Yes", "No", "No"]);
  });

  it("when it closes, then testimonials link to /reviews and the download call goes to the store", () => {
    renderApp(BRAND_PATHS.story);
    const testimonials = section("People who got out of the chair");
    expect(within(testimonials).getAllByRole("figure")).toHaveLength(3);
    expect(within(testimonials).getByRole("link", { name: "Read More Reviews" }).getAttribute("href")).toBe("/reviews");
    section("The last chapter is yours");
    expectStoreLinks(["Try for Free"]);
  });

  it("when the server renders it, then it answers 200 without reading a clip before the browser knows what is visible", async () => {
    const result = await render(BRAND_PATHS.story, TEST_CONFIG);
    expect(result.status).toBe(200);
    expect(result.head).toContain("<title>Escape the Chair: A Day of Sitting, Rewritten | Movebreak</title>");
    expect(result.html).toContain("Escape the Chair");
    // The previews show their scenes at rest: a spinner waits for the browser's read (none without JavaScript).
    expect(result.html.replaceAll("<!-- -->", "")).not.toContain("Loading Arms Only video");
    expect(result.html).not.toContain("<video");
  });
});
