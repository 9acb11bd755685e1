import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { logIn } from "./admin-helpers";

// Every admin screen at a desktop and a phone width: the page itself never scrolls
// sideways (a wide table may scroll inside its own box). Each screen is saved as a
// whole-page PNG, into ADMIN_SHOTS_DIR when it is set (to be looked at), else the test output.

const WIDTHS = [1280, 390] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Spinners gone and fonts in, so the picture is of the screen itself.
  await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toHaveCount(0);
  // Browser-side expressions as strings: this project's TypeScript has no DOM library.
  await page.evaluate("document.fonts.ready.then(() => true)");
  const overflow = Number(
    await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
  );
  expect(overflow, `${name} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  const width = page.viewportSize()?.width;
  const dir = process.env.ADMIN_SHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  const path = dir ? join(dir, `${name}-${width}.png`) : testInfo.outputPath(`${name}-${width}.png`);
  // The window made as tall as the page rather than a full-page capture, which would leave
  // sticky bars (the form's save bar) at the old window's bottom, over the middle of the page.
  const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
  await page.setViewportSize({ width: width ?? 1280, height: Math.max(height, 900) });
  await page.screenshot({ path });
  await page.setViewportSize({ width: width ?? 1280, height: 900 });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test(`every admin screen fits ${width} px`, async ({ page }, testInfo) => {
      await page.goto("/admin/login");
      await expect(page.getByLabel("Admin Token")).toBeVisible();
      await shoot(page, testInfo, "login");

      await logIn(page);
      await page.getByRole("button", { name: "Dismiss notification" }).click();
      await shoot(page, testInfo, "home");

      await page.getByRole("link", { name: /Data Exporter/ }).click();
      await expect(page.getByRole("region", { name: "Import", exact: true })).toBeVisible();
      await shoot(page, testInfo, "data-exporter");

      await page.goto("/admin/page-manager");
      await expect(
        page.getByRole("region", { name: "Landing pages" }).getByText(/^Showing [\d,]+ of [\d,]+ pages?$/),
      ).toBeVisible();
      await shoot(page, testInfo, "page-manager-manage");

      await page.getByRole("tab", { name: "Manual Page" }).click();
      await expect(page.getByRole("form", { name: "Create landing page" })).toBeVisible();
      await shoot(page, testInfo, "page-manager-manual-page");

      await page.getByRole("tab", { name: "Automation" }).click();
      const dashboard = page.getByRole("region", { name: "Landing Page Automation" });
      await expect(dashboard).toBeVisible();
      for (const [tab, ready] of [
        ["Activity Logs", dashboard.getByRole("region", { name: "Activity Logs" })],
        ["Console", dashboard.getByRole("region", { name: "Console" })],
        ["Metrics", dashboard.getByRole("region", { name: "Metrics" })],
        ["Settings", dashboard.getByLabel("Interval (minutes)")],
        ["History", dashboard.getByRole("region", { name: "Event timeline" })],
      ] as const) {
        await dashboard.getByRole("tab", { name: tab, exact: true }).click();
        await expect(ready).toBeVisible();
        const name = `automation-${tab.toLowerCase().replace(/ /g, "-")}`;
        if (tab === "Metrics") await expect(dashboard.getByRole("figure").first()).toBeVisible();
        if (tab === "History") {
          await shoot(page, testInfo, name);
          // And with an event in the middle of a run selected: the run and the state at that moment.
          const stepStarted = ready.getByRole("button").filter({ hasText: "StepStarted" });
          if ((await stepStarted.count()) > 3) {
            await stepStarted.nth(3).click();
            await expect(dashboard.getByRole("region", { name: /^State after event #\d+$/ })).toBeVisible();
            await shoot(page, testInfo, `${name}-event-selected`);
          }
          continue;
        }
        await shoot(page, testInfo, name);
      }

      // Performance, comparing with the period before (its charts load with the screen).
      await page.goto("/admin/performance?compare=1");
      await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Changes in this period" })).toBeVisible();
      await shoot(page, testInfo, "performance");
    });
  });
}
