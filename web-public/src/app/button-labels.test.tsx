import { PUBLIC_ROUTE_ENTRIES } from "@movebreak/shared/public-routes";
import { buttonLabel } from "@movebreak/shared/title-case";
import { describe, expect, it } from "vitest";
import { render } from "@/entry-server";
import { TEST_CONFIG } from "@/testing/test-config";

/** Every fixed page of the route table, by its own address. */
const FIXED_PAGES = PUBLIC_ROUTE_ENTRIES.flatMap(([, route]) => (route.meta ? [route.paths[0]] : []));

/** What buttonClass (components/ui/button-styles.ts) gives every button, link or not. */
const BUTTON_LOOK = "rounded-full font-semibold";

describe("button labels", () => {
  it("when any fixed page is served, then every button's label is in the buttons' one case (the spec's own labels as written)", async () => {
    const labels: string[] = [];
    for (const path of FIXED_PAGES) {
      const { html } = await render(path, TEST_CONFIG);
      const page = new DOMParser().parseFromString(html, "text/html");
      for (const button of page.querySelectorAll(`a[class*="${BUTTON_LOOK}"], button[class*="${BUTTON_LOOK}"]`)) {
        // The label a reader sees: a screen reader's hint ("(opens in a new tab)") is not part of it.
        const seen = button.cloneNode(true) as Element;
        for (const hint of seen.querySelectorAll(".sr-only")) hint.remove();
        const label = seen.textContent?.trim() ?? "";
        if (label) labels.push(label);
      }
    }
    expect(labels).toContain("Try for Free");
    expect(labels).toContain("See how it works");
    expect(labels.filter((label) => label !== buttonLabel(label))).toEqual([]);
  });
});
