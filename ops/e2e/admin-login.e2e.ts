import { expect, type Page, test } from "@playwright/test";
import { expectToast } from "./admin-helpers";
import { E2E_ADMIN_TOKEN } from "./playwright.config";

// foundation.e2e.ts covers the plain login, the home cards and logout; these add the
// refusals, the guard's redirects and what happens to a stored session that is no longer valid.

const SESSION_KEY = "adminSessionId";

// Browser-side expressions as strings: this project's TypeScript has no DOM library.
const storedSessionId = (page: Page) => page.evaluate(`localStorage.getItem(${JSON.stringify(SESSION_KEY)})`);
const storeSessionId = (page: Page, id: string) =>
  page.evaluate(`localStorage.setItem(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(id)})`);

test("the guard sends a visitor without a session to the login, from every admin screen", async ({ page }) => {
  for (const path of ["/admin", "/admin/data-exporter", "/admin/page-manager?tab=automation", "/admin/pinterest"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Login" })).toBeVisible();
  }
  await expect(page.getByText("Your session is remembered for 30 days on this browser.")).toBeVisible();
  await expect(page.getByLabel("Admin Token")).toHaveAttribute("type", "password");
});

test("an operator is refused an empty and a wrong token, then signs in with the right one", async ({ page }) => {
  await page.goto("/admin/login");
  const token = page.getByLabel("Admin Token");
  const submit = page.getByRole("button", { name: "Access Admin Area" });

  await token.fill("   ");
  await submit.click();
  await expectToast(page, "Token Required", "Please enter your admin token");

  await token.fill("not-the-admin-token");
  await submit.click();
  await expectToast(page, "Login Failed", "Invalid admin token");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSessionId(page)).toBeNull();

  await token.fill(E2E_ADMIN_TOKEN);
  await submit.click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expectToast(page, "Login Successful");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  // With a valid session the login page sends the operator on to the admin home.
  await page.goto("/admin/login");
  await expect(page).toHaveURL(/\/admin\/?$/);
  // And the guarded screens open directly.
  await page.goto("/admin/data-exporter");
  await expect(page.getByRole("heading", { level: 1, name: "Data Exporter" })).toBeVisible();
});

test("a stored session the server no longer accepts is removed and the operator goes to the login", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("Admin Token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Access Admin Area" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const sessionId = await storedSessionId(page);
  expect(sessionId).toBeTruthy();

  // Logout ends the session on the server, not only in this browser.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSessionId(page)).toBeNull();

  // The old id put back (as another tab or an old copy would have it) is refused at the next check.
  await storeSessionId(page, String(sessionId));
  await page.goto("/admin/page-manager");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Access Admin Area" })).toBeVisible();
  expect(await storedSessionId(page)).toBeNull();

  // So is an id the server never issued.
  await storeSessionId(page, "forged-session-id");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await storedSessionId(page)).toBeNull();
});
