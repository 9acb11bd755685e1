import { within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { ROUTINE_NEEDS_SCRIPT } from "@/features/routine/components/routine-preview";
import {
  ALL_LOCATIONS,
  HIP_PAIN,
  HIP_PAIN_WORKOUTS,
  hipPainContent,
} from "@/features/routine/testing/routine-fixtures";
import { prefetchedState } from "@/testing/server-page";
import { TEST_CONFIG } from "@/testing/test-config";

/**
 * A page read with scripting off is the server's HTML and its stylesheet: what it shows must not wait for a
 * script, and a control a script drives is hidden by `noscript:` (the `(scripting: none)` media query, styles.css).
 */
async function serverPage(path: string, answer: (read: string) => unknown = () => undefined) {
  const state = prefetchedState(path, (read) => {
    const body = answer(read);
    return body === undefined ? { status: 404, body: { error: "Not found" } } : { status: 200, body };
  });
  const { html } = await render(path, TEST_CONFIG, state);
  const page = new DOMParser().parseFromString(html, "text/html");
  return within(page.body);
}

const noScriptOnly = (element: Element | null) => element?.className.split(/\s+/).includes("noscript:hidden");

describe("pages without JavaScript", () => {
  it("when /terms or the story page is served, then its preview tiles show their scene, with no spinner nothing will stop", async () => {
    for (const path of ["/terms", "/movebreak-0"]) {
      const page = await serverPage(path);
      expect(page.getAllByRole("heading", { level: 3, name: /Arms Only|Fun Kicks|Hip Pain/ }), path).toHaveLength(3);
      expect(page.queryAllByText(/^Loading .* video$/), path).toEqual([]);
    }
  });

  it("when a page is served, then the narrow screen's menu toggle is for scripts only and a Menu link leads to the footer's links", async () => {
    const page = await serverPage("/features");
    expect(noScriptOnly(page.getByRole("button", { name: "Open menu" }))).toBe(true);
    const menu = page.getByRole("link", { name: "Menu" });
    const footer = page.getByRole("contentinfo");
    expect(menu.getAttribute("href")).toBe(`#${footer.id}`);
    within(footer).getByRole("link", { name: "Pricing" });
    // Hidden while scripts run (the toggle is there), shown on a narrow screen without them.
    expect(menu.className.split(/\s+/)).toEqual(expect.arrayContaining(["hidden", "noscript:max-md:inline-flex"]));
  });

  it("when a routine page is served, then Start Routine and the carousel's arrows are for scripts only, and the page says the routine needs them", async () => {
    const path = "/movements/hip-pain";
    const page = await serverPage(path, (read) =>
      read.startsWith("/api/locations/by-slug/")
        ? HIP_PAIN
        : read.startsWith("/api/workouts")
          ? HIP_PAIN_WORKOUTS
          : read.startsWith("/api/location-content")
            ? hipPainContent()
            : read.startsWith("/api/metadata")
              ? undefined
              : ALL_LOCATIONS,
    );
    expect(noScriptOnly(page.getByRole("button", { name: "Start Routine" }))).toBe(true);
    const note = page.getByText(ROUTINE_NEEDS_SCRIPT);
    expect(note.className.split(/\s+/)).toEqual(expect.arrayContaining(["hidden", "noscript:block"]));
    expect(noScriptOnly(page.getByRole("button", { name: "Next" }).parentElement)).toBe(true);
    expect(page.getByRole("button", { name: "Previous" }).parentElement).toBe(
      page.getByRole("button", { name: "Next" }).parentElement,
    );
  });
});
