import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render } from "@/entry-server";
import { stubNoApiReads } from "@/testing/page-checks";
import { TEST_CONFIG } from "@/testing/test-config";
import { hydrateIslands } from "./hydrate-islands";
import { enhancePage } from "./page-behaviours";

/** A page as the browser gets it: the server's HTML, then the island loader. */
async function openServerPage(path: string) {
  const server = await render(path, TEST_CONFIG);
  window.history.replaceState(null, "", path);
  const container = document.createElement("div");
  container.innerHTML = server.html;
  document.body.append(container);
  await act(async () => {
    await hydrateIslands(container, TEST_CONFIG);
  });
  return { server, container };
}

const islandsOf = (container: Element) =>
  [...container.querySelectorAll<HTMLElement>("[data-island]")].map((marker) => marker.dataset.island);

stubNoApiReads();

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, "", "/");
});

describe("islands", () => {
  it("when the home page loads, then only the menu and the awards are islands, and the page says it is ready", async () => {
    const { server, container } = await openServerPage("/");
    expect(islandsOf(container)).toEqual(["navbar", "awards"]);
    expect(server.modules).toEqual(["src/components/layout/navbar-menu.ts", "src/features/home/components/awards.tsx"]);
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  it("when a landing-style page with no interactive part loads, then the menu is its only island", async () => {
    const { container } = await openServerPage("/features");
    expect(islandsOf(container)).toEqual(["navbar"]);
  });

  it("when /pricing's tabs are first touched, then they start and the period chosen shows its plan", async () => {
    const user = userEvent.setup();
    await openServerPage("/pricing");
    // Ready without them: they start on the reader's first touch (the server's Yearly plan until then).
    expect(document.documentElement.dataset.hydrated).toBe("true");
    const tabs = screen.getByRole("tablist", { name: "Billing period" });
    screen.getByRole("heading", { level: 2, name: "Annual" });

    // The click that starts them is held and replayed once they have started.
    await user.click(within(tabs).getByRole("tab", { name: "Monthly" }));

    await vi.waitFor(() =>
      expect(within(tabs).getByRole("tab", { name: "Monthly" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(screen.queryByRole("heading", { level: 2, name: "Annual" })).toBeNull();
    screen.getByRole("heading", { level: 2, name: "Monthly" });
  });
});

describe("the page's own listener (no hydration)", () => {
  it("when a download link is clicked, then the analytics event is sent with the store address first", async () => {
    const gtag = vi.fn();
    vi.stubGlobal("gtag", gtag);
    await openServerPage("/features");
    enhancePage(document);

    const link = screen.getAllByRole("link", { name: "Try for Free" })[0] as HTMLAnchorElement;
    link.click();

    expect(gtag).toHaveBeenCalledWith(
      "event",
      "download_click",
      expect.objectContaining({ link_url: "https://store.test/app" }),
    );
  });

  it("when an in-page link is clicked, then its section scrolls into view and takes focus", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { container } = await openServerPage("/");
    enhancePage(document);

    const link = container.querySelector<HTMLAnchorElement>('a[href="#how-it-works"]');
    link?.click();

    expect(scrolled).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe("how-it-works");
  });
});

describe("a click before an island has started", () => {
  it("when Start is pressed while the player's code is still loading, then the routine starts once it has loaded", async () => {
    const { HIP_PAIN_WORKOUTS } = await import("@/features/routine/testing/routine-fixtures");
    const { island } = await import("@/lib/island");
    const { RoutinePlayer } = await import("@/features/routine/components/routine-player");
    const { renderToString } = await import("react-dom/server");
    const Player = island("routine-player", RoutinePlayer);
    const props = {
      heading: "Hip Pain Relief",
      subtitle: undefined,
      description: "A minute for your hips.",
      locationTitle: "Hip Pain",
      workoutCount: HIP_PAIN_WORKOUTS.length,
      workouts: HIP_PAIN_WORKOUTS,
    };
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Player {...props} />);
    document.body.append(container);

    let started!: Promise<void>;
    act(() => {
      started = hydrateIslands(container, TEST_CONFIG);
    });
    // Pressed at once, before the island's chunk has been imported.
    screen.getByRole("button", { name: /Start Routine/ }).click();
    await act(async () => {
      await started;
    });

    await screen.findByText(/^Exercise 1 of \d$/);
  });
});

describe("an article's HTML", () => {
  /** A landing page's body beside a real island, as the server draws them; the article holds a marker of its own. */
  async function openArticleBeside(articleHtml: string) {
    const { LandingPageBody } = await import("@/features/landing-pages/components/landing-page-body");
    const { SupportOptions } = await import("@/features/support/components/support-options");
    const { PublicConfigProvider } = await import("@/config/public-config-context");
    const { island } = await import("@/lib/island");
    const { renderToString } = await import("react-dom/server");
    const Support = island("support-options", SupportOptions);
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <PublicConfigProvider config={TEST_CONFIG}>
        <LandingPageBody html={articleHtml} />
        <Support />
      </PublicConfigProvider>,
    );
    document.body.append(container);
    await act(async () => {
      await hydrateIslands(container, TEST_CONFIG);
    });
    return container;
  }

  it("when it carries an island's marker (stored before the sanitiser dropped them), then that marker starts nothing and the page is ready", async () => {
    const container = await openArticleBeside(
      `<p>Stretch first.</p><div data-island="support-options" data-props="{}"><p>Written by the author.</p></div>`,
    );
    const article = container.querySelector("article") as HTMLElement;
    // The article reads as written: no support cards drawn over the author's paragraph.
    expect(within(article).queryAllByRole("heading")).toEqual([]);
    expect(article.textContent).toBe("Stretch first.Written by the author.");
    // Beside it, the page's own island is drawn as the server drew it.
    expect(screen.getAllByRole("heading", { level: 2 }).length).toBeGreaterThan(0);
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });

  it("when a link in it is marked as a store link, then a click is an ordinary link, with no download event", async () => {
    const gtag = vi.fn();
    vi.stubGlobal("gtag", gtag);
    const container = await openArticleBeside(`<p><a href="#stretch" data-store-link>Get the app</a></p>`);
    enhancePage(document);
    (container.querySelector("article a") as HTMLAnchorElement).click();
    expect(gtag).not.toHaveBeenCalled();
  });
});
