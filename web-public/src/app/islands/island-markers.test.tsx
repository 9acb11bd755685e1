import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { clearServerPages, stubNoApiReads } from "@/testing/page-checks";
import { TEST_CONFIG } from "@/testing/test-config";
import { hydrateIslands } from "./hydrate-islands";
import { enhancePage } from "./page-behaviours";

/*
 * Island markers drawn with react-dom/server in the test itself, so this file runs in the React project
 * (vitest.config.ts); the pages' own islands are hydrated on Preact in islands.test.tsx.
 */

stubNoApiReads();

clearServerPages();

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
      locationId: "hipPain",
      locationTitle: "Hip Pain",
      workoutCount: HIP_PAIN_WORKOUTS.length,
      exercises: HIP_PAIN_WORKOUTS.slice(0, 4),
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
