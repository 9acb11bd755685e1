// The previews' iframes are not loaded (the test has no network).
// @vitest-environment-options { "settings": { "disableIframePageLoading": true } }
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json } from "@/testing/json-response";
import { renderApp } from "@/testing/render-app";

const LOCATIONS = [
  { id: "work_sitting", title: "Desk Exercises", workoutCount: 8, createdAt: "2025-01-01T00:00:00.000Z" },
];

beforeEach(() => {
  window.MovebreakPlayer = { create: vi.fn(() => ({ destroy() {} })) };
  vi.stubGlobal(
    "fetch",
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(String(input) === "/api/locations" ? json(200, LOCATIONS) : json(404, { error: "none" })),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete window.MovebreakPlayer;
});

describe("the embed generator's three forms", () => {
  it("when the iframe and Link tabs are chosen, then each shows its code, its Copy button and its live preview", async () => {
    const { user } = renderApp("/embed-demo");
    const routines = await screen.findByRole("list", { name: "Routines" });
    await user.click(within(routines).getByRole("button", { name: /Desk Exercises/ }));
    const tabs = screen.getByRole("tablist", { name: "Embed as" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["Script", "iframe", "Link"]);
    expect(screen.getByRole("tab", { name: "Script" }).getAttribute("aria-selected")).toBe("true");

    await user.click(screen.getByRole("tab", { name: "iframe" }));
    const code = screen.getByRole("figure", { name: "iframe code" }).textContent ?? "";
    expect(code).toBe(
      '<iframe src="https://site.test/embed/work_sitting?width=100%25" title="Desk Exercises: exercise player" ' +
        'width="400" height="493" style="border:0;max-width:100%" allow="autoplay; fullscreen" loading="lazy"></iframe>',
    );
    expect(screen.getByRole("button", { name: "Copy Code" }).hasAttribute("disabled")).toBe(false);
    const frame = screen.getByTestId("iframe-preview");
    expect(frame.getAttribute("src")).toBe("/embed/work_sitting?width=100%25");
    expect(frame.getAttribute("title")).toBe("Desk Exercises: exercise player");

    // The options follow into the iframe's address and size.
    await user.click(screen.getByRole("checkbox", { name: /Show Branding/ }));
    expect(screen.getByRole("figure", { name: "iframe code" }).textContent).toContain(
      'src="https://site.test/embed/work_sitting?width=100%25&amp;branding=false"',
    );
    expect(screen.getByTestId("iframe-preview").getAttribute("height")).toBe("457");

    // Arrow keys move between the tabs.
    screen.getByRole("tab", { name: "iframe" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Link" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("figure", { name: "Link" }).textContent).toBe("https://site.test/movements/desk-exercises");
    screen.getByRole("button", { name: "Copy Link" });
    expect(screen.getByTestId("link-preview").getAttribute("src")).toBe("/embed/work_sitting?width=100%25");
  });
});
