import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./public-helpers";

// The same port the config gives the server under test.
const sitePort = Number(process.env.E2E_PORT ?? 3917);
const siteOrigin = `http://127.0.0.1:${sitePort}`;

/** What a visitor's console and network would show as broken: failed requests, 4xx/5xx answers, console errors. */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on("requestfailed", (request) => failures.push(`failed ${request.url()} (${request.failure()?.errorText})`));
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => failures.push(`page error: ${error.message}`));
  return failures;
}

/** A blog on another origin that embeds one location's player. */
function hostPage(location: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog about sitting less</title></head>
<body><p>A post about sitting less.</p>
<div id="player" data-movebreak-location="${location}"></div>
<script src="${siteOrigin}${BRAND_PATHS.playerScript}" async crossorigin="anonymous"></script>
</body></html>`;
}

let host: Server;
let hostOrigin = "";

test.beforeAll(async () => {
  host = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(hostPage("deskPump"));
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

test("playing a location page's routine requests nothing that fails, and its hero shows the move that plays first", async ({
  page,
}) => {
  const failures = watchFailures(page);
  await page.clock.install();
  await page.goto("/movements/desk-pump");
  await waitForHydration(page);

  // The hero's picture loaded, and it names the move the routine starts with.
  const hero = page.getByRole("img", { name: /^Illustration: a figure doing / });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveJSProperty("complete", true);
  await expect(hero).toHaveJSProperty("naturalWidth", 960);
  const heroAlt = (await hero.getAttribute("alt")) ?? "";

  await page.getByRole("button", { name: "Start Routine" }).click();
  await expect(page.getByText(/^Exercise 1 of \d$/)).toBeVisible();
  // "Illustration: a figure doing {move} {in its place}": the move the player starts with.
  const firstMove = await page.getByRole("heading", { level: 2 }).first().textContent();
  expect(heroAlt.startsWith(`Illustration: a figure doing ${firstMove} `)).toBe(true);
  // Through the first exercise into the second: each one's demonstration drawn, no clip asked for.
  await page.clock.runFor(16_000);
  await expect(page.getByText(/^Exercise 2 of \d$/)).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);

  expect(failures).toEqual([]);
});

test("playing the embedded player on another origin requests nothing that fails and logs no error in the host page", async ({
  page,
}) => {
  const failures = watchFailures(page);
  await page.clock.install();
  await page.goto(hostOrigin);

  const player = page.locator("#player");
  await expect(player.getByRole("button", { name: "Start Routine" })).toBeVisible();
  await player.getByRole("button", { name: "Start Routine" }).click();
  await expect(player.getByText(/^Exercise 1 of \d$/).first()).toBeVisible();
  await page.clock.runFor(16_000);
  await expect(player.getByText(/^Exercise 2 of \d$/).first()).toBeVisible();
  await expect(player.locator("video")).toHaveCount(0);
  // The demonstration drawn in the clip's place.
  await expect(player.locator(".demo svg").first()).toBeVisible();

  expect(failures).toEqual([]);
});
