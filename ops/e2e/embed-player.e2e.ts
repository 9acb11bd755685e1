import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { expect, type Request, test } from "@playwright/test";

// The same port the config gives the server under test.
const sitePort = Number(process.env.E2E_PORT ?? 3917);
const siteOrigin = `http://127.0.0.1:${sitePort}`;

/**
 * A third-party page that does its worst: global !important colours, serif
 * everywhere, every <button> hidden, borders on every div, and rules aimed at
 * the player's own class names. The player must look and work the same.
 */
function hostPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>A hostile blog</title>
<style>
  * { color: red !important; font-family: serif; letter-spacing: 2px; text-transform: uppercase; line-height: 3; }
  button { display: none }
  div { border: 2px dashed orange; }
  .mb, .panel, .title, .btn, .media, h2 { background: yellow; font-size: 40px; transform: rotate(2deg); }
  .mb-test { color: rgb(0, 0, 255) !important; background: rgb(255, 255, 0); padding: 5px; font-size: 14px; transform: none; }
  body { margin: 0; background: #eef; }
  main { display: flex; flex-wrap: wrap; gap: 24px; padding: 16px; }
  #host-button { display: inline-block; }
</style></head>
<body><main>
  <p class="mb-test">A blog post about sitting less.</p>
  <p id="host-text" class="mb mb-test panel title">Host text styled by the host only.</p>
  <button id="host-button" type="button">Host button</button>
  <div id="player-html" data-movebreak-location="armsOnly"></div>
  <div id="player-bad" data-movebreak-location="nope" data-movebreak-theme="dark"></div>
  <div id="player-shared"></div>
  <section id="late-slot"></section>
</main>
<script>
  window.hostErrors = [];
  window.addEventListener("error", (event) => hostErrors.push(String(event.message)));
  window.addEventListener("unhandledrejection", (event) => hostErrors.push(String(event.reason)));
  window.playerEvents = [];
  for (const name of ["ready", "start", "complete", "error"]) {
    document.addEventListener("movebreak:" + name, (event) => playerEvents.push(name + ":" + event.target.id));
  }
  document.getElementById("host-button").addEventListener("click", (event) => { event.target.textContent = "Host clicked"; });
  setTimeout(() => {
    const late = document.createElement("div");
    late.id = "player-late";
    late.setAttribute("data-movebreak-location", "armsOnly");
    late.setAttribute("data-movebreak-width", "320px");
    document.getElementById("late-slot").append(late);
  }, 1000);
  // What the /try/{key} page does once the script is there.
  function startShared() {
    MovebreakPlayer.create(document.getElementById("player-shared"), { sharedKey: "neck-saver", theme: "dark" });
  }
</script>
<script src="${siteOrigin}${BRAND_PATHS.playerScript}" async crossorigin="anonymous" onload="startShared()"></script>
</body></html>`;
}

/** A page whose only player sits far below the fold. */
function farPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A long article</title></head>
<body><div style="height: 3000px">A long article.</div>
<div id="player-far" data-movebreak-location="funKicks"></div>
<script src="${siteOrigin}${BRAND_PATHS.playerScript}" async crossorigin="anonymous"></script>
</body></html>`;
}

let host: Server;
let hostOrigin = "";

test.beforeAll(async () => {
  host = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(req.url === "/far" ? farPage() : hostPage());
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

test("the embedded player works on a hostile third-party page, styled its own way and without cookies", async ({
  page,
  context,
}) => {
  // A cookie for our host: browsers would send it to every port of 127.0.0.1 unless the player avoids credentials.
  await context.addCookies([{ name: "mb_admin_session", value: "do-not-send", url: siteOrigin }]);
  const toSite: Request[] = [];
  const toHost: Request[] = [];
  page.on("request", (request) => {
    const { port } = new URL(request.url());
    if (port === String(sitePort)) toSite.push(request);
    else if (request.url().startsWith(hostOrigin)) toHost.push(request);
  });
  const logged: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") logged.push(message.text());
  });

  await page.clock.install();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(hostOrigin);

  const htmlPlayer = page.locator("#player-html");
  const latePlayer = page.locator("#player-late");
  const badPlayer = page.locator("#player-bad");
  const sharedPlayer = page.locator("#player-shared");

  // Locators pierce the open shadow roots.
  await expect(htmlPlayer.getByRole("region", { name: "Movebreak exercise player" })).toBeVisible();
  await expect(htmlPlayer.getByRole("heading", { name: "Arms Only" })).toBeVisible();
  await expect(htmlPlayer.getByText("4 exercises • 15 seconds each")).toBeVisible();
  await expect(htmlPlayer.getByRole("link", { name: "Powered by Movebreak" })).toHaveAttribute("target", "_blank");
  await expect(sharedPlayer.getByRole("heading", { name: "Neck Saver" })).toBeVisible();
  await expect(latePlayer.getByRole("button", { name: "Start Routine" })).toBeVisible({ timeout: 10_000 });

  // An unknown location: "Video unavailable" inside its own box, the host page unharmed.
  // (The first match is the visible message; the second, the live region announcing it.)
  await expect(badPlayer.getByText("Video unavailable").first()).toBeVisible();
  await page.locator("#host-button").click();
  await expect(page.locator("#host-button")).toHaveText("Host clicked");
  expect(logged.some((text) => text.includes("Error fetching video"))).toBe(true);

  // Host CSS does not leak in: not red, not serif, buttons shown, the box 400px wide.
  const title = htmlPlayer.getByRole("heading", { name: "Arms Only" });
  const titleStyle = await title.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      color: style.color,
      font: style.fontFamily,
      transform: style.transform,
      background: style.backgroundColor,
    };
  });
  expect(titleStyle.color).not.toBe("rgb(255, 0, 0)");
  expect(titleStyle.font).not.toMatch(/^serif$/);
  expect(titleStyle.transform).toBe("none");
  expect(titleStyle.background).not.toBe("rgb(255, 255, 0)");
  const box = await htmlPlayer.getByRole("region", { name: "Movebreak exercise player" }).boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(400);
  expect(
    Math.round((await latePlayer.getByRole("region", { name: "Movebreak exercise player" }).boundingBox())?.width ?? 0),
  ).toBe(320);

  // Player CSS does not leak out: the host's own element keeps the host's styles.
  const hostStyle = await page.locator("#host-text").evaluate((el) => {
    const style = getComputedStyle(el);
    return { color: style.color, background: style.backgroundColor, padding: style.padding, font: style.fontFamily };
  });
  expect(hostStyle).toEqual({ color: "rgb(0, 0, 255)", background: "rgb(255, 255, 0)", padding: "5px", font: "serif" });

  await page.screenshot({ path: "/tmp/embed-player-1280-preview.png", fullPage: true });

  // The late player plays: exercise 1 of 4, and the countdown goes down.
  await latePlayer.getByRole("button", { name: "Start Routine" }).click();
  await expect(latePlayer.getByText("Exercise 1 of 4", { exact: true })).toBeVisible();
  const timer = latePlayer.getByRole("timer");
  await expect(timer).toHaveText(/^1[45] seconds$/);
  await page.clock.runFor(3000);
  await expect(timer).toHaveText(/^1[12] seconds$/);

  // The page's own player plays to the end.
  await htmlPlayer.getByRole("button", { name: "Start Routine" }).click();
  await expect(htmlPlayer.getByText("Exercise 1 of 4", { exact: true })).toBeVisible();
  // No clip ships with the seed: the designed fallback names the exercise, no broken video box.
  await expect(htmlPlayer.getByRole("img", { name: /: animated guide$/ })).toBeVisible();
  await page.screenshot({ path: "/tmp/embed-player-1280-playing.png", fullPage: true });
  await page.clock.runFor(61_000);
  await expect(htmlPlayer.getByRole("heading", { name: "Amazing Work!" })).toBeVisible();
  await expect(htmlPlayer.getByText("Routine Complete", { exact: true })).toBeVisible();
  await expect(htmlPlayer.getByText("4 exercises • 60 seconds of movement")).toBeVisible();
  await expect(htmlPlayer.getByRole("button", { name: "Try Again" })).toBeVisible();
  await page.screenshot({ path: "/tmp/embed-player-1280-completed.png", fullPage: true });

  const events = await page.evaluate(() => (globalThis as unknown as { playerEvents: string[] }).playerEvents);
  expect(events).toEqual(
    expect.arrayContaining([
      "ready:player-html",
      "ready:player-late",
      "ready:player-shared",
      "error:player-bad",
      "start:player-html",
      "complete:player-html",
    ]),
  );
  // Each element got one player: one ready event each.
  expect(events.filter((name) => name === "ready:player-html")).toHaveLength(1);
  expect(await page.evaluate(() => (globalThis as unknown as { hostErrors: string[] }).hostErrors)).toEqual([]);

  // Narrow screen: the players shrink to the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await htmlPlayer.getByRole("button", { name: "Try Again" }).click();
  await expect(htmlPlayer.getByRole("button", { name: "Start Routine" })).toBeFocused();
  const narrow = await htmlPlayer.getByRole("region", { name: "Movebreak exercise player" }).boundingBox();
  expect(narrow?.width ?? 0).toBeLessThanOrEqual(390 - 32);
  await page.screenshot({ path: "/tmp/embed-player-390.png", fullPage: true });

  // No cookie went to our server, though one exists for its host; the host's own page request had it.
  expect(toHost[0] && (await toHost[0].allHeaders()).cookie).toContain("mb_admin_session=do-not-send");
  const paths = toSite.map((request) => new URL(request.url()).pathname);
  expect(paths).toContain(BRAND_PATHS.playerScript);
  expect(paths).toContain("/api/embed/location/armsOnly");
  expect(paths).toContain("/api/shared-movebreaks/neck-saver");
  for (const request of toSite) {
    expect((await request.allHeaders()).cookie, request.url()).toBeUndefined();
  }
});

test("a player far below the fold reserves its box, and with no clip shipped never asks for one", async ({ page }) => {
  const clips: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/media/workouts/")) clips.push(request.url());
  });
  // The data is slow to come: the box must be there, at its final size, before it does.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/embed/location/funKicks", async (route) => {
    await released;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${hostOrigin}/far`);
  const far = page.locator("#player-far");
  await expect(far.getByRole("status")).toHaveText("Loading exercises...");
  const height = (await far.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThan(400);
  release();
  const start = far.getByRole("button", { name: "Start Routine" });
  await expect(start).toBeAttached();
  expect((await far.boundingBox())?.height).toBe(height);
  await page.waitForTimeout(500);
  expect(clips).toEqual([]);

  await far.scrollIntoViewIfNeeded();
  // No clip ships (videoUrl null): the demonstration is drawn, no video box and no request for a clip.
  await expect(far.getByRole("img", { name: /: animated guide$/ })).toBeVisible();
  await expect(far.locator("video")).toHaveCount(0);
  await start.click();
  await expect(far.getByText("Exercise 1 of 4", { exact: true })).toBeVisible();
  expect((await far.boundingBox())?.height).toBe(height);
  expect(clips).toEqual([]);
});

/** Every moving part's computed transform: differs between two moments only while the figure moves. */
const poseOf = (figure: import("@playwright/test").Locator) =>
  figure.evaluate((root) =>
    [...root.querySelectorAll("[data-k]")].map((part) => getComputedStyle(part).transform).join(";"),
  );

test("the embedded player draws each exercise's demonstration, read from the site on demand: moving, or still with reduced motion", async ({
  page,
}) => {
  const demonstrations: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/embed/demonstrations/")) demonstrations.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(hostOrigin);
  const player = page.locator("#player-html");
  await player.getByRole("button", { name: "Start Routine" }).click();
  const figure = player.locator(".demo svg");
  await expect(figure).toBeVisible();
  expect(demonstrations.length).toBeGreaterThan(0);
  expect(demonstrations.every((url) => url.startsWith(`${siteOrigin}/api/embed/demonstrations/`))).toBe(true);
  const first = await poseOf(figure);
  await page.waitForTimeout(450);
  expect(await poseOf(figure)).not.toBe(first);

  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await player.getByRole("button", { name: "Start Routine" }).click();
  await expect(figure).toBeVisible();
  const still = await poseOf(figure);
  await page.waitForTimeout(450);
  expect(await poseOf(figure)).toBe(still);
});
