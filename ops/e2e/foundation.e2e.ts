import { expect, test } from "@playwright/test";
import { E2E_ADMIN_TOKEN } from "./playwright.config";

test("a visitor follows the navigation from the home page", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation").first();
  await expect(
    page
      .getByRole("link", { name: "Try for Free" })
      .or(page.getByRole("button", { name: "Try for Free" }))
      .first(),
  ).toBeVisible();
  for (const [label, path] of [
    ["Features", "/features"],
    ["Movements", "/movements"],
    ["Reviews", "/reviews"],
    ["Pricing", "/pricing"],
    ["Support", "/support"],
  ] as const) {
    await nav.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Page Not Found")).toHaveCount(0);
  }
  await page.goto("/no-such-page");
  await expect(page.getByText("Page Not Found")).toBeVisible();
});

test("an operator logs in to the admin area, sees the home cards and logs out", async ({ page }) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.getByLabel("Admin Token").fill(E2E_ADMIN_TOKEN);
  await page.getByRole("button", { name: "Access Admin Area" }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  for (const card of [/Data Exporter/, /Page Manager/, /Pinterest/]) {
    await expect(page.getByRole("link", { name: card })).toBeVisible();
  }
  // The session survives a reload (stored id and cookie).
  await page.reload();
  await expect(page.getByRole("link", { name: /Page Manager/ })).toBeVisible();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("a wrong token is refused with the spec's message", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Admin Token").fill("not-the-token");
  await page.getByRole("button", { name: "Access Admin Area" }).click();
  await expect(page.getByText("Invalid admin token")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
