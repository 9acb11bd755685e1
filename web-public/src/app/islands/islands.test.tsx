import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { clearServerPages, stubNoApiReads } from "@/testing/page-checks";
import { openServerPage } from "@/testing/server-page";
import { enhancePage } from "./page-behaviours";

const islandsOf = (container: Element) =>
  [...container.querySelectorAll<HTMLElement>("[data-island]")].map((marker) => marker.dataset.island);

stubNoApiReads();

clearServerPages();

describe("islands", () => {
  it("when the home page loads, then only the menu and the awards are islands, and the page says it is ready", async () => {
    const { server, container } = await openServerPage("/");
    expect(islandsOf(container)).toEqual(["navbar", "awards"]);
    // What the server preloads: the menu's chunk; the awards wait to come into view, so their chunk and Preact's
    // hydration code are only prefetched (downloaded, not compiled during the load).
    expect(server.modules).toEqual(["src/components/layout/navbar-menu.ts"]);
    expect(server.laterModules).toEqual([
      "src/features/home/components/awards.tsx",
      "src/app/islands/hydrate-component.tsx",
    ]);
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
    screen.getByRole("heading", { level: 2, name: "Yearly" });

    // The click that starts them is held and replayed once they have started.
    await user.click(within(tabs).getByRole("tab", { name: "Monthly" }));

    await vi.waitFor(() =>
      expect(within(tabs).getByRole("tab", { name: "Monthly" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(screen.queryByRole("heading", { level: 2, name: "Yearly" })).toBeNull();
    screen.getByRole("heading", { level: 2, name: "Monthly" });
  });

  it("when a keyboard user focuses /pricing's tabs and presses an arrow before they have started, then the arrow is not lost", async () => {
    await openServerPage("/pricing");
    const tabs = screen.getByRole("tablist", { name: "Billing period" });
    const yearly = within(tabs).getByRole("tab", { name: "Yearly" });
    // Focus starts them; the arrow comes before their code has (a slow phone): held, then replayed.
    yearly.focus();
    yearly.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true, cancelable: true }));

    await vi.waitFor(() =>
      expect(within(tabs).getByRole("tab", { name: "Lifetime" }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(document.activeElement).toBe(within(tabs).getByRole("tab", { name: "Lifetime" }));
    screen.getByRole("heading", { level: 2, name: "Lifetime" });
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
