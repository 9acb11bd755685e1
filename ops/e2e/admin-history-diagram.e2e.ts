import { expect, type Page, test } from "@playwright/test";
import { expectToast, stopAutomationIfRunning } from "./admin-helpers";
import { E2E_ADMIN_TOKEN } from "./playwright.config";

const AUTOMATION = "/admin/page-manager?tab=automation";
const LOGIN_BACK_TO_AUTOMATION = /\/admin\/login\?next=%2Fadmin%2Fpage-manager%3Ftab%3Dautomation$/;

async function logInHere(page: Page): Promise<void> {
  await page.getByLabel("Admin Token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Access Admin Area" }).click();
  await expect(page).toHaveURL(/\/admin\/page-manager\?tab=automation$/);
}

test.afterEach(async ({ page }) => {
  await stopAutomationIfRunning(page);
});

test("an operator logs in to the automation, sees on the statechart what an event did, and after the session ends returns to the same screen", async ({
  page,
}) => {
  // A login link that names where to go next (as the page an ended session sends to).
  await page.goto(`/admin/login?next=${encodeURIComponent(AUTOMATION)}`);
  await logInHere(page);
  const dashboard = page.getByRole("region", { name: "Landing Page Automation" });

  // An event that moves the machine: the start.
  await dashboard.getByRole("button", { name: "Start Automation" }).click();
  await expectToast(page, "Automation started");
  await dashboard.getByRole("tab", { name: "History", exact: true }).click();
  const timeline = dashboard.getByRole("region", { name: "Event timeline" });
  await timeline
    .getByRole("button", { name: /AutomationStarted/ })
    .first()
    .click();
  await expect(dashboard.getByRole("region", { name: /^State after event #\d+$/ })).toBeVisible();
  await dashboard.getByRole("button", { name: "State diagram" }).click();

  const lifecycle = dashboard.getByRole("region", { name: "lifecycle region" });
  await expect(lifecycle.getByRole("img", { name: "The lifecycle region's states and transitions" })).toBeVisible();
  await expect(lifecycle.locator('[aria-current="true"]')).toContainText("running");
  await expect(lifecycle.locator('[data-active-edge="true"]')).toHaveAttribute(
    "data-edge",
    /^(stopped|error)->running$/,
  );
  await expect(
    dashboard.getByText(/^automation\.started moved lifecycle from (stopped|error) to running\.$/),
  ).toBeVisible();
  const workflow = dashboard.getByRole("region", { name: "workflow region" });
  await expect(workflow.getByRole("img", { name: "The workflow region's states and transitions" })).toBeVisible();
  await expect(workflow.locator('[aria-current="true"]')).toContainText("idle");

  // On a phone the charts shrink or scroll inside their box: the page never gets wider.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(workflow.getByRole("img")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The session ends (here: the browser holds one the server never gave): the next poll's 401 opens the
  // login page, which brings the operator back to the same screen.
  await page.evaluate(() => window.localStorage.setItem("adminSessionId", "ended-session"));
  await expect(page).toHaveURL(LOGIN_BACK_TO_AUTOMATION, { timeout: 15_000 });
  await logInHere(page);
  await expect(dashboard.getByRole("heading", { name: "Landing Page Automation" })).toBeVisible();
});
