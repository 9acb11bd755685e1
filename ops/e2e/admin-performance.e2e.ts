import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { logIn } from "./admin-helpers";

// Page analytics end to end: two landing pages published by hand (one "manual", one written from the
// template), opened by a reader whose browser sends the view beacon, and their "Try for Free" buttons clicked
// (the store's address answered by a blank page, so the journey stays on this machine). The counters are
// written every 5 s (services/src/analytics/page-counter.ts) and the view polls every 5 s: an analyst sees
// the visits within 10 s of opening the Performance view, with nothing special done to hurry them.

const SHOTS_DIR = process.env.PERFORMANCE_SHOTS_DIR ?? "/tmp/performance-shots";

const READER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const stamp = Date.now().toString(36);
const PAGES = [
  { slug: `perf-manual-${stamp}`, painPoint: "back pain", demographic: "nurses", aiModelVersion: "manual" },
  { slug: `perf-template-${stamp}`, painPoint: "neck pain", demographic: "coders", aiModelVersion: "template-v1" },
];

async function publish(page: Page, landing: (typeof PAGES)[number]): Promise<void> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/admin/landing-pages/manual", {
    headers: { origin },
    data: {
      ...landing,
      context: "desk work",
      seoTitle: `Relief for ${landing.demographic}`,
      seoDescription: "A few gentle moves between tasks.",
      heroHeadline: `Give your ${landing.painPoint.split(" ")[0]} a minute`,
      markdown: "## Why it hurts\n\nHours at a desk keep the body still.",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("an analyst sees the pages' views and store clicks by page and by method, compares periods and downloads the CSV", async ({
  page,
  browser,
}) => {
  await logIn(page);
  for (const landing of PAGES) await publish(page, landing);
  const audit = await page.request.get("/api/automation/events?type=LandingPageCreated&order=desc&limit=5");
  expect(((await audit.json()) as { events: unknown[] }).events.length).toBeGreaterThan(0);

  // The reader, in a browser of their own that says what it is: a headless browser's user agent names it, and
  // page analytics counts no bot (services/src/lib/known-bots.ts). The store is another site, answered here by
  // a blank page.
  const ownOrigin = new URL(page.url()).origin;
  const readerContext = await browser.newContext({ baseURL: ownOrigin, userAgent: READER_AGENT });
  await readerContext.route(
    (url) => url.origin !== ownOrigin,
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Store</title>" }),
  );
  const reader = await readerContext.newPage();
  for (const { slug } of PAGES) {
    const viewSent = reader.waitForRequest(
      (request) => request.url().endsWith("/api/analytics") && request.method() === "POST",
    );
    await reader.goto(`/pages/${slug}`);
    await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await viewSent).postData()).toContain('"e":"view"');
    const clickSent = reader.waitForRequest(
      (request) => request.url().endsWith("/api/analytics") && request.postData()?.includes('"cta"') === true,
    );
    await reader.getByRole("link", { name: "Try for Free" }).first().click();
    await clickSent;
    await expect(reader).toHaveTitle("Store");
  }
  await readerContext.close();

  // The analyst: from the dashboard to Performance, where both pages show within 10 s.
  await page.goto("/admin");
  await page.getByRole("link", { name: /Performance/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Performance" })).toBeVisible();
  const table = page.getByRole("table", { name: /by page/ });
  for (const { slug } of PAGES) {
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: `/pages/${slug}` }) });
    await expect(row.getByRole("cell").nth(0)).toHaveText("1", { timeout: 10_000 });
    await expect(row.getByRole("cell").nth(1)).toHaveText("1");
    await expect(row.getByRole("cell").nth(2)).toHaveText("100.0%");
    await expect(row.getByRole("img", { name: /^Views of/ })).toBeVisible();
  }
  const totals = page.getByRole("region", { name: "Totals" });
  await expect(totals.getByText("Views").locator("..").getByRole("definition").first()).not.toHaveText("0");
  // The charts mark the pages published by hand.
  const changes = page.getByRole("region", { name: "Changes in this period" });
  await expect(changes.getByText("Landing page created").first()).toBeVisible();

  // Sorting by a column: the header says so, and so does the address.
  await table.getByRole("button", { name: "Page" }).click();
  await expect(table.getByRole("columnheader", { name: /Page/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/sort=key/);

  // By generation method: a row for each way the pages were written.
  await page.getByLabel("Breakdown").selectOption("method");
  await expect(page).toHaveURL(/by=method/);
  const methods = page.getByRole("table", { name: /by generation method/ });
  await expect(methods.getByRole("rowheader", { name: "Manual", exact: true })).toBeVisible();
  await expect(methods.getByRole("rowheader", { name: "Template", exact: true })).toBeVisible();

  // Compared with the period before (no views then): each figure says it is new.
  await page.getByLabel("Compare with previous period").click();
  await expect(page.getByLabel("Compare with previous period")).toBeChecked();
  await expect(page).toHaveURL(/compare=1/);
  const manual = methods.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Manual", exact: true }) });
  await expect(manual.getByRole("cell").nth(0)).toContainText("new vs 0");
  await expect(totals.getByText(/vs 0$/).first()).toBeVisible();

  // A reload shows the same view: the state is all in the address.
  await page.reload();
  await expect(page.getByLabel("Breakdown")).toHaveValue("method");
  await expect(page.getByLabel("Compare with previous period")).toBeChecked();
  await expect(methods.getByRole("columnheader", { name: /Generation method/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );

  // The CSV is the table as shown: its order, its columns, the previous period's beside each figure.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^performance-method-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync(await file.path(), "utf8")
    .trimEnd()
    .split("\r\n");
  expect(csv[0]).toBe(
    "Generation method,views,views_previous,views_change_pct,store_clicks,store_clicks_previous,store_clicks_change_pct,click_rate,click_rate_previous,click_rate_change_pct",
  );
  const shown = await methods.getByRole("rowheader").allTextContents();
  expect(csv.slice(1).map((line) => line.split(",")[0])).toEqual(shown);
  expect(csv.find((line) => line.startsWith("Manual,"))).toMatch(/^Manual,[1-9]\d*,0,,[1-9]\d*,0,,1\.0000,0\.0000,$/);

  // How it looks, at a desktop and a phone width.
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.getByLabel("Breakdown").selectOption("page");
  await expect(page.getByRole("table", { name: /by page/ })).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator(".recharts-line").first()).toBeVisible();
    const height = Number(await page.evaluate("document.documentElement.scrollHeight"));
    await page.setViewportSize({ width, height: Math.max(height, 900) });
    await page.screenshot({ path: join(SHOTS_DIR, `performance-${width}.png`) });
    const overflow = Number(
      await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth"),
    );
    expect(overflow, `scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
  }
});
