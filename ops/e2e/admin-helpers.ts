import { expect, type Locator, type Page } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./playwright.config";

/** Signs in through the login form and waits for the admin home. */
export async function logIn(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Admin Token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Access Admin Area" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** The notification region of the admin app (one toast at a time). */
export function notifications(page: Page): Locator {
  return page.getByRole("region", { name: "Notifications (F8)" });
}

/**
 * Expects a toast with exactly this title (and description, when given), then dismisses
 * it, so the next expectation cannot be met by a toast left over from this one.
 */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const toast = notifications(page)
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(toast).toBeVisible();
  if (description !== undefined) await expect(toast.getByText(description, { exact: true })).toBeVisible();
  await toast.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toast).toHaveCount(0);
}

/** The Page Manager, on one of its tabs. */
export async function openPageManager(page: Page, tab: "Automation" | "Manual Page" | "Manage"): Promise<void> {
  await page.goto("/admin/page-manager");
  await page.getByRole("tab", { name: tab, exact: true }).click();
  await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
}

/** Stops the automation if a journey left it going, so no later test sees it create pages. */
export async function stopAutomationIfRunning(page: Page): Promise<void> {
  const response = await page.request.get("/api/automation/status");
  if (!response.ok()) return;
  const { status } = (await response.json()) as { status: string };
  // The cookie authenticates this request: like the browser, it must name the site as its Origin (CSRF check).
  const origin = new URL(response.url()).origin;
  if (status === "running" || status === "paused")
    await page.request.post("/api/automation/stop", { headers: { origin } });
  // A stop lets the step in flight finish (on the e2e server step 4 takes 6 s more): until it has, Start is
  // refused with "still finishing its current step", so the next journey waits for the run to end.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/automation/status")).json()) as { currentRunId: string | null })
          .currentRunId,
      { timeout: 30_000 },
    )
    .toBeNull();
}
