import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFakeClock } from "@/testing/fake-clock";
import { json, landingPage, landingPageList, renderPageManager, stubApi } from "../testing/page-manager-fixtures";

const LIST = "/api/admin/landing-pages";
const TOPICS = ["Back pain", "Neck pain", "Posture"];

/** 120 pages, newest first: ids 120 down to 1, the titles taking turns at Back, Neck and Other. */
const MANY = Array.from({ length: 120 }, (_, i) => {
  const id = 120 - i;
  return landingPage({ id, slug: `page-${id}`, seoTitle: `${TOPICS[id % 3]} tip ${id}` });
});

function listCalls(api: ReturnType<typeof stubApi>) {
  return api.calls
    .filter((call) => call.method === "GET" && new URL(call.path, "http://x").pathname === LIST)
    .map((call) => Object.fromEntries(new URL(call.path, "http://x").searchParams));
}

/** The table's body rows. Read from the DOM: role queries over a hundred rows of buttons are slow. */
function dataRows() {
  return Array.from(document.querySelectorAll("tbody tr"));
}

function idsShown() {
  return dataRows().map((row) => Number(row.querySelector("td")?.textContent));
}

/** Fifty to a hundred rows of buttons make happy-dom slow, the more so on a busy machine. */
const MANY_ROWS_TIMEOUT_MS = 30_000;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the landing pages list, a page at a time", { timeout: MANY_ROWS_TIMEOUT_MS }, () => {
  it("when Load more is pressed, then the next page is asked for with the cursor and appended, until the last", async () => {
    const api = stubApi({ [`GET ${LIST}`]: landingPageList(MANY) });
    const { user } = renderPageManager();

    await screen.findByText("Showing 50 of 120 pages");
    expect(idsShown()).toEqual(MANY.slice(0, 50).map((page) => page.id));
    expect(listCalls(api)).toEqual([{ limit: "50" }]);

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Showing 100 of 120 pages");
    expect(idsShown()).toEqual(MANY.slice(0, 100).map((page) => page.id));
    expect(listCalls(api).at(-1)).toEqual({ limit: "50", cursor: "50" });

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Showing 120 of 120 pages");
    expect(idsShown()).toEqual(MANY.map((page) => page.id));
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(listCalls(api)).toHaveLength(3);
  });

  it("when the next page cannot be loaded, then the rows stay, it says so, and Load more tries again", async () => {
    let fail = true;
    const list = landingPageList(MANY);
    stubApi({
      [`GET ${LIST}`]: (call) => (fail && call.path.includes("cursor=") ? json({ error: "Down" }, 503) : list(call)),
    });
    const { user } = renderPageManager();
    await screen.findByText("Showing 50 of 120 pages");

    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("More pages could not be loaded.");
    expect(dataRows()).toHaveLength(50);

    fail = false;
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Showing 100 of 120 pages");
    expect(screen.queryByText("More pages could not be loaded.")).toBeNull();
  });

  it("when a topic's count is pressed, then only that topic's pages are asked for; pressed again, every page", async () => {
    const api = stubApi({ [`GET ${LIST}`]: landingPageList(MANY) });
    const { user } = renderPageManager();
    await screen.findByText("Showing 50 of 120 pages");
    const topics = within(screen.getByRole("list", { name: "Pages by topic" }));
    expect(topics.getByRole("button", { name: "Neck 40" }).getAttribute("aria-pressed")).toBe("false");

    await user.click(topics.getByRole("button", { name: "Neck 40" }));
    await screen.findByText("Showing 40 of 40 pages");
    expect(listCalls(api).at(-1)).toEqual({ limit: "50", type: "Neck" });
    expect(dataRows().every((row) => row.textContent?.includes("Neck pain tip"))).toBe(true);
    expect(topics.getByRole("button", { name: "Neck 40" }).getAttribute("aria-pressed")).toBe("true");
    // The other topics keep their counts, ready to be chosen.
    topics.getByRole("button", { name: "Back 40" });

    await user.click(topics.getByRole("button", { name: "Neck 40" }));
    await screen.findByText("Showing 50 of 120 pages");
  });

  it("when a page's social content is regenerated, then its row gains the caption and poster without reading the list again", async () => {
    const api = stubApi({
      [`GET ${LIST}`]: landingPageList(MANY.slice(0, 3)),
      [`POST ${LIST}/119/regenerate-social-media`]: () =>
        json({
          success: true,
          message: "Social media content regenerated",
          socialCaption: "Stretch #neckPain",
          pinterestPosterImg: `${window.location.origin}/p.png`,
        }),
    });
    const { user } = renderPageManager();
    await screen.findByText("Showing 3 of 3 pages");
    const row = within(screen.getByRole("button", { name: /^Posture tip 119/ }).closest("tr") as HTMLElement);
    expect(row.queryByRole("button", { name: "Copy social caption" })).toBeNull();

    await user.click(row.getByRole("button", { name: "Regenerate social content" }));
    await row.findByRole("button", { name: "Copy social caption" });
    row.getByRole("button", { name: "Download Pinterest poster" });
    expect(listCalls(api)).toHaveLength(1);
  });
});

describe("pages waiting for review", () => {
  it("when pages generated before the editorial standard are listed, then their rows say so and the list counts them", async () => {
    const pages = [
      landingPage({ id: 3, slug: "neck-pain-relief", seoTitle: "Neck Pain Relief | Movebreak" }),
      landingPage({ id: 2, slug: "neck-old-a", seoTitle: "Neck Pain Relief for Developers", indexable: false }),
      landingPage({ id: 1, slug: "neck-old-b", seoTitle: "Neck Pain Relief for Nurses", indexable: false }),
    ];
    stubApi({ [`GET ${LIST}`]: landingPageList(pages) });
    renderPageManager();
    await screen.findByText(/^2 pages here wait for review: they were generated before the editorial standard/);
    const flagged = dataRows().filter((row) => row.textContent?.includes("Needs review"));
    expect(flagged.map((row) => Number(row.querySelector("td")?.textContent))).toEqual([2, 1]);
  });
});

describe("the title search", { timeout: MANY_ROWS_TIMEOUT_MS }, () => {
  it("when typing pauses for 250 ms, then one request carries the whole search as q", async () => {
    useFakeClock();
    const api = stubApi({ [`GET ${LIST}`]: landingPageList(MANY) });
    const { user } = renderPageManager("", { advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const settle = async (ms: number) => {
      await act(() => vi.advanceTimersByTimeAsync(ms));
      for (let turn = 0; turn < 5; turn += 1) await act(() => vi.advanceTimersByTimeAsync(0));
    };
    await settle(50);
    screen.getByText("Showing 50 of 120 pages");

    await user.type(screen.getByRole("searchbox", { name: "Search by title" }), " Tip 11 ");
    await settle(249);
    expect(listCalls(api).filter((call) => "q" in call)).toEqual([]);

    await settle(1);
    expect(listCalls(api).filter((call) => "q" in call)).toEqual([{ limit: "50", q: "Tip 11" }]);
    // Tip 11 and Tip 110 to 119.
    screen.getByText("Showing 11 of 11 pages");
    expect(idsShown()).toEqual([119, 118, 117, 116, 115, 114, 113, 112, 111, 110, 11]);
  });

  it("when nothing matches the search, then 'No pages match your search', not 'No landing pages found'", async () => {
    stubApi({ [`GET ${LIST}`]: landingPageList(MANY) });
    const { user } = renderPageManager();
    await screen.findByText("Showing 50 of 120 pages");
    await user.type(screen.getByRole("searchbox", { name: "Search by title" }), "knee");
    await screen.findByText("No pages match your search");
    screen.getByText("Showing 0 of 0 pages");
    expect(screen.queryByText("No landing pages found")).toBeNull();
  });
});
