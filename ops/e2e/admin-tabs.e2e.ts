import { expect, type Page, test } from "@playwright/test";
import { logIn, openPageManager } from "./admin-helpers";

/** The focus ring as drawn on the focused element: its outline style (none, or the ring's solid line). */
const focusRing = (page: Page) => page.evaluate<string>("getComputedStyle(document.activeElement).outlineStyle");

test("a tab clicked with the mouse shows no focus ring; a tab reached with the arrow keys shows one", async ({
  page,
}) => {
  await logIn(page);
  await openPageManager(page, "Automation");
  const manager = page.getByRole("tab", { name: "Automation", exact: true });
  await expect(manager).toBeFocused();
  expect(await focusRing(page)).toBe("none");

  const dashboard = page.getByRole("region", { name: "Landing Page Automation" });
  const consoleTab = dashboard.getByRole("tab", { name: "Console", exact: true });
  await consoleTab.click();
  await expect(consoleTab).toBeFocused();
  expect(await focusRing(page)).toBe("none");

  await page.keyboard.press("ArrowRight");
  const metrics = dashboard.getByRole("tab", { name: "Metrics", exact: true });
  await expect(metrics).toBeFocused();
  await expect(metrics).toHaveAttribute("aria-selected", "true");
  expect(await focusRing(page)).toBe("solid");
});
