import { expect, type Page, test } from "@playwright/test";

/** A pack from ops/seed/shared-movebreaks.json. */
const KEY = "morning-desk-reset";
const TITLE = "Morning Desk Reset";
const API = `/api/shared-movebreaks/${KEY}`;
const OPENS = `${API}/increment-opens`;

async function opensNow(page: Page): Promise<number> {
  const response = await page.request.get(API);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { opens: number }).opens;
}

/** The journeys run against a build, which serves the player script: without it a page shows only its container. */
async function expectPlayerScriptServed(page: Page): Promise<void> {
  const script = await page.request.get("/embed/movebreak-player.js");
  expect(script.status(), "the player script is served (npm run build builds it)").toBe(200);
}

test("a visitor opens a shared routine: title, player, description, home link; one open call per load, counted once per visitor an hour", async ({
  page,
}) => {
  const posts: string[] = [];
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    else if (new URL(request.url()).pathname === API) reads.push(request.url());
  });
  const before = await opensNow(page);
  const shown: number[] = [];

  for (let load = 0; load < 2; load += 1) {
    const counted = page.waitForResponse((response) => new URL(response.url()).pathname === OPENS);
    const response = await page.goto(`/try/${KEY}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    const answer = await counted;
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as { key: string; opens: number };
    expect(body.key).toBe(KEY);
    shown.push(body.opens);
  }

  // The same visitor (client address) counts at most once an hour, however often it loads the page (an
  // earlier journey on this server may already have counted this browser's address): the second load adds nothing.
  expect(shown[0]).toBeGreaterThanOrEqual(before);
  expect(shown[0]).toBeLessThanOrEqual(before + 1);
  expect(shown[1]).toBe(shown[0]);
  // Counted in memory and written about once a second.
  await expect.poll(() => opensNow(page), { timeout: 10_000 }).toBe(shown[0]);

  await expect(page.getByText(/wake up your body/)).toBeVisible();
  const player = page.getByTestId("shared-routine-player");
  await expect(player).toBeAttached();
  await expectPlayerScriptServed(page);
  await expect(player.getByRole("button", { name: "Start Routine" })).toBeVisible();

  await page.getByRole("link", { name: "Discover Movebreak" }).click();
  await expect(page).toHaveURL(/\/$/);
  // The visitor has left the page, so every call it would make has been made: exactly one open per load, and
  // the routine read once, by the server (neither the page nor the player reads it again).
  expect(posts.filter((path) => path === OPENS)).toHaveLength(2);
  expect(reads).toEqual([]);
});

test("the player shows from the first paint, its script loads only when the visitor reaches for it, and the first Start plays", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  // A slow demonstration read: the live player must keep the one the server drew, not show the generic figure.
  await page.route("**/api/embed/demonstrations/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  await page.goto(`/try/${KEY}`);
  const player = page.getByRole("region", { name: "Movebreak exercise player" });
  await expect(player.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(player.getByText("4 exercises • 15 seconds each")).toBeVisible();
  await expect(player.getByRole("img", { name: "Seated Marching: animated guide" })).toBeVisible();
  await page.waitForTimeout(500);
  expect(scripts).not.toContain("/embed/movebreak-player.js");
  expect(await page.evaluate(() => "MovebreakPlayer" in window)).toBe(false);

  await player.getByRole("button", { name: "Start Routine" }).hover();
  await expect.poll(() => page.evaluate(() => "MovebreakPlayer" in window)).toBe(true);
  // Replaced by the live player, the first screen still shows the drawn demonstration (not re-read).
  await expect(player.locator(".demo svg")).toHaveCount(1);
  await player.getByRole("button", { name: "Start Routine" }).click();
  await expect(player.getByText("Exercise 1 of 4", { exact: true })).toBeVisible();
  await expect(player.getByRole("timer")).toContainText(/1[0-5] seconds/);
});

test("a keyboard user tabs to Start before the player has loaded, presses Enter, and the routine plays with focus in the player", async ({
  page,
}) => {
  await page.goto(`/try/${KEY}`);
  const start = page.getByRole("button", { name: "Start Routine" });
  await expect(start).toBeVisible();
  await start.focus();
  await page.keyboard.press("Enter");
  const player = page.getByRole("region", { name: "Movebreak exercise player" });
  await expect(player.getByText("Exercise 1 of 4", { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.getAttribute("data-player-host"))).toBe("");
});

test("an unknown key answers 404 with Routine not found and the key, and counts nothing", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const response = await page.goto("/try/no-such-routine");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Routine not found" })).toBeVisible();
  await expect(page.getByText("no-such-routine")).toBeVisible();
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared routine shows its title and exercises, read once on the server", async ({ page }) => {
    const response = await page.goto(`/try/${KEY}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByRole("heading", { name: "In this routine" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Seated Marching" })).toBeVisible();
    await expect(page.getByText("Loading routine...")).toHaveCount(0);
    // The player's first screen is HTML too (a declarative shadow root).
    const player = page.getByRole("region", { name: "Movebreak exercise player" });
    await expect(player.getByText("4 exercises • 15 seconds each")).toBeVisible();
  });
});

test("a link without a key says so", async ({ page }) => {
  for (const path of ["/try", "/try/"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Error: No key provided" })).toBeVisible();
  }
});

test("a site owner searches a routine, sets it up and copies the embed code", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  // The generator's script is held until the owner has typed (a slow phone, a fast typist): the search
  // typed into the server's page is kept and applied once the generator starts.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => {
    releaseScript = resolve;
  });
  await page.route(/\/embed-tool-island-[^/]*\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto("/embed-demo", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search routines" }).fill("standing");
  releaseScript();

  const routines = page.getByRole("list", { name: "Routines" });
  await expect(routines.getByRole("button")).toHaveCount(3);
  await expect(page.getByRole("searchbox", { name: "Search routines" })).toHaveValue("standing");
  await expect(page.getByRole("button", { name: "Copy Code" })).toBeDisabled();
  await routines.getByRole("button", { name: /Standing Desk/ }).click();
  await expect(page.getByText("Selected routine")).toBeVisible();

  // The live preview: the embed element, filled by the player (waiting for a press while autoplay is off).
  const preview = page.getByTestId("embed-preview");
  await expect(preview.locator('[data-movebreak-location="standingDesk"]')).toBeAttached();
  await expectPlayerScriptServed(page);
  await expect(preview.getByRole("button", { name: "Start Routine" })).toBeVisible();

  await page.getByRole("checkbox", { name: "Autoplay" }).check();
  const code = page.getByRole("figure", { name: "Embed code" });
  await expect(code).toContainText('data-movebreak-location="standingDesk"');
  await expect(code).toContainText('data-movebreak-autoplay="true"');
  await expect(code).toContainText("/embed/movebreak-player.js");

  await page.getByRole("button", { name: "Copy Code" }).click();
  await expect(page.getByText("Code Copied!", { exact: true })).toBeVisible();
  // A string: the ops project has no DOM types.
  const copied = await page.evaluate<string>("navigator.clipboard.readText()");
  expect(copied).toBe(await code.textContent());

  // A quick-start card selects its routine.
  await page
    .getByRole("button", { name: /Neck & Shoulders/ })
    .first()
    .click();
  await expect(code).toContainText('data-movebreak-location="neckAndShoulders"');
});
