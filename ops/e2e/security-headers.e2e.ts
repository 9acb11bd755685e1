import { expect, type Page, test } from "@playwright/test";
import { logIn, openPageManager } from "./admin-helpers";
import { publicPaths, publishedLandingPageSlug, scrollThrough, waitForHydration } from "./public-helpers";

// The Content-Security-Policy allows scripts from this origin, or inline ones whose exact text's
// SHA-256 it lists (the page's own; no per-request nonce, so pages can be cached), and no eval. A page that breaks it loses a script, a style or an image without telling
// anyone, so every screen is visited in the browser and any refusal it reports fails the test.

/** Collects what the browser refused: securitypolicyviolation events and its console reports. */
function watchForViolations(page: Page): () => string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  // An init script runs before the page's own (and outside its policy); browser code as a string:
  // this project's TypeScript has no DOM library.
  void page.addInitScript(`document.addEventListener("securitypolicyviolation", (event) => {
    console.error("Content Security Policy refused " + event.violatedDirective + ": " + (event.blockedURI || "inline"));
  });`);
  return () => refused;
}

let landingSlug = "";

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  landingSlug = await publishedLandingPageSlug(baseURL as string);
});

test("every public route hydrates and scrolls through without one Content-Security-Policy refusal", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const refused = watchForViolations(page);
  for (const path of publicPaths(landingSlug)) {
    const response = await page.goto(path);
    const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? "";
    expect(scriptSrc, path).toMatch(/^'self' 'sha256-/);
    expect(scriptSrc, path).not.toMatch(/'nonce-|'unsafe-inline'/);
    await waitForHydration(page);
    await scrollThrough(page);
  }
  // The page state script ran (its hash is listed): the app hydrated with the server's config.
  expect(await page.evaluate("typeof window.__MOVEBREAK_CONFIG__")).toBe("object");
  expect(refused()).toEqual([]);
});

test("a script injected into a page, its text not one the policy lists, is refused", async ({ page }) => {
  const refused = watchForViolations(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.evaluate(`(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.appendChild(script);
  })()`);
  await expect.poll(() => refused().length).toBeGreaterThan(0);
  expect(await page.evaluate("window.__injected === true")).toBe(false);
});

test("every admin screen and tab works under the policy without one refusal", async ({ page }) => {
  test.setTimeout(120_000);
  const refused = watchForViolations(page);
  await logIn(page);
  await page.goto("/admin/data-exporter");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  for (const tab of ["Manual Page", "Manage", "Automation"] as const) await openPageManager(page, tab);
  // The automation's panels, the Metrics charts among them.
  for (const tab of ["Console", "Metrics", "Settings", "History", "Activity Logs"]) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
  }
  await page.goto("/admin/pinterest");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(refused()).toEqual([]);
});
