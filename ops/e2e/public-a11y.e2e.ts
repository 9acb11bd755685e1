import AxeBuilder from "@axe-core/playwright";
import { addressesOf, hrefOf } from "@movebreak/shared/public-routes";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  publicPaths,
  publishedLandingPageSlug,
  ROUTINE_SLUG,
  SHARED_KEY,
  scrollThrough,
  waitForHydration,
  waitForPageCondition,
} from "./public-helpers";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA. Nothing is excluded: every element, open shadow roots included. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** One line per failing element, so a failure says what to fix and where. */
async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(" >> ")}: ${node.failureSummary ?? ""}`,
    ),
  );
  expect(report, `axe on ${state}`).toEqual([]);
  // axe leaves repeated ids as "needs review"; an id must name one element or labels point at the wrong one.
  const repeated = await page.evaluate<string[]>(`(() => {
    const seen = new Map();
    for (const element of document.querySelectorAll("[id]")) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, count]) => count > 1).map(([id]) => id);
  })()`);
  expect(repeated, `repeated ids on ${state}`).toEqual([]);
}

/**
 * Waits until nothing is still moving into place: axe reads colours as drawn, and a toast, tooltip or menu
 * caught fading in has the blended colours of its first frames. Looping decorations (spinners, the exercise
 * figure) never end and are not waited for; nor is a playing routine, whose countdown runs on the test's clock.
 */
async function animationsSettled(page: Page): Promise<void> {
  await waitForPageCondition(
    page,
    `document
    .getAnimations()
    .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity)`,
  );
}

/**
 * Opens a path and waits until it has settled as a reader finds it: hydrated, scrolled through once (what
 * animates into view has done so), no transition still running.
 */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await scrollThrough(page);
  await animationsSettled(page);
}

/**
 * The public pages that embed the player, each with its Start button: axe runs on them once the player has
 * drawn it, ready for a press. No other public page has a player.
 */
const PLAYER_PAGES: ReadonlyMap<string, (page: Page) => Locator> = new Map([
  ...addressesOf("locationRoutine", { slug: ROUTINE_SLUG }).map(
    (path) => [path, (page: Page) => page.getByRole("button", { name: "Start Routine" })] as const,
  ),
  [
    hrefOf("sharedRoutine", { key: SHARED_KEY }),
    (page: Page) => page.getByTestId("shared-routine-player").getByRole("button", { name: "Start Routine" }),
  ],
]);

let landingSlug = "";

test.beforeAll(async ({ baseURL }) => {
  landingSlug = await publishedLandingPageSlug(baseURL as string);
});

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`axe finds no WCAG 2.2 AA violation on any public route at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    const paths = publicPaths(landingSlug);
    expect(paths).toEqual(expect.arrayContaining([...PLAYER_PAGES.keys()]));
    for (const path of paths.filter((path) => !PLAYER_PAGES.has(path))) {
      await openSettled(page, path);
      await expectNoViolations(page, `${path} at ${width} px`);
    }
    for (const [path, startButton] of PLAYER_PAGES) {
      await openSettled(page, path);
      await expect(startButton(page)).toBeVisible();
      await expect(startButton(page)).toBeEnabled();
      await expectNoViolations(page, `${path} at ${width} px`);
    }
  });
}

test("axe finds no violation while a routine plays and once it is completed, wide and narrow", async ({ page }) => {
  await page.clock.install();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openSettled(page, `/movements/${ROUTINE_SLUG}`);
    await page.getByRole("button", { name: "Start Routine" }).click();
    await expect(page.getByText("Exercise 1 of 4", { exact: true })).toBeVisible();
    await page.clock.runFor(3_000);
    await expectNoViolations(page, `the routine playing at ${width} px`);
    await page.clock.runFor(60_000);
    await expect(page.getByRole("heading", { name: "Amazing Work!" })).toBeVisible();
    await expectNoViolations(page, `the completed routine at ${width} px`);
  }
});

test("axe finds no violation with the mobile menu open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/movements"]) {
    await openSettled(page, path);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await animationsSettled(page);
    await expectNoViolations(page, `${path} with the menu open`);
  }
});

test("axe finds no violation on every pricing tab", async ({ page }) => {
  await openSettled(page, "/pricing");
  for (const name of ["Monthly", "Weekly", "Lifetime"]) {
    await page.getByRole("tab", { name, exact: true }).click();
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName(name);
    await animationsSettled(page);
    await expectNoViolations(page, `/pricing on ${name}`);
  }
});

test("axe finds no violation in the embed generator's states: a routine chosen, its player playing and done, a tooltip and a toast", async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await page.clock.install();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await openSettled(page, "/embed-demo");
    await page.getByRole("searchbox", { name: "Search routines" }).fill("standing");
    await page
      .getByRole("list", { name: "Routines" })
      .getByRole("button", { name: /Standing Desk/ })
      .click();
    const player = page.getByTestId("embed-preview");
    await expect(player.getByRole("button", { name: "Start Routine" })).toBeVisible();
    await expectNoViolations(page, `/embed-demo with a routine chosen at ${width} px`);

    await player.getByRole("button", { name: "Start Routine" }).click();
    await expect(player.getByText(/^Exercise 1 of \d$/)).toBeVisible();
    await expectNoViolations(page, `/embed-demo with its player playing at ${width} px`);
    await page.clock.runFor(61_000);
    await expect(player.getByRole("heading", { name: "Amazing Work!" })).toBeVisible();
    await expectNoViolations(page, `/embed-demo with its player done at ${width} px`);
  }

  await page.getByRole("button", { name: "About the width" }).focus();
  // On a machine busy with the rest of the suite the tooltip's first open took longer than 5 s once.
  await expect(page.getByRole("tooltip")).toBeVisible({ timeout: 15_000 });
  await animationsSettled(page);
  await expectNoViolations(page, "/embed-demo with a tooltip open");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Copy Code" }).click();
  await expect(page.getByText("Code Copied!", { exact: true })).toBeVisible();
  await animationsSettled(page);
  await expectNoViolations(page, "/embed-demo with a toast shown");
});

test("axe finds no violation on the shared routine's player while it plays", async ({ page }) => {
  await page.clock.install();
  await openSettled(page, `/try/${SHARED_KEY}`);
  const player = page.getByTestId("shared-routine-player");
  await player.getByRole("button", { name: "Start Routine" }).click();
  await expect(player.getByText(/^Exercise 1 of \d$/)).toBeVisible();
  await expectNoViolations(page, `/try/${SHARED_KEY} playing`);
  await page.clock.runFor(61_000);
  await expect(player.getByRole("heading", { name: "Amazing Work!" })).toBeVisible();
  await expectNoViolations(page, `/try/${SHARED_KEY} done`);
});
