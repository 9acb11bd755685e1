import { expect, test } from "@playwright/test";
import { waitForHydration } from "./public-helpers";

test("the pricing tabs work from the keyboard as WAI-ARIA tabs: arrows move and select (wrapping), Home and End, one tab stop", async ({
  page,
}) => {
  await page.goto("/pricing");
  await waitForHydration(page);
  const tabs = page.getByRole("tablist", { name: "Billing period" });
  const tab = (name: string) => tabs.getByRole("tab", { name });

  // Tab into the tabs as a keyboard user does: the selected plan is the one tab stop.
  await tab("Yearly").focus();
  await expect(tab("Yearly")).toBeFocused();
  await expect(tab("Yearly")).toHaveAttribute("aria-selected", "true");

  await page.keyboard.press("ArrowLeft");
  await expect(tab("Lifetime")).toBeFocused();
  await expect(tab("Lifetime")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Lifetime" })).toContainText("$179.99");
  await page.keyboard.press("ArrowRight");
  await expect(tab("Yearly")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(tab("Monthly")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Monthly" })).toContainText("$12.99");
  await page.keyboard.press("End");
  await expect(tab("Lifetime")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(tab("Yearly")).toBeFocused();
  await expect(tabs.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await expect(tab("Yearly")).toHaveAttribute("aria-controls", /.+/);

  // Tab leaves the tabs for the selected plan's panel.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel", { name: "Yearly" })).toBeFocused();
});
