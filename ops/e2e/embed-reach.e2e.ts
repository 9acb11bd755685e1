import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { BRAND_PATHS } from "@movebreak/shared/brand";
import { expect, test } from "@playwright/test";
import { expectToast, logIn } from "./admin-helpers";
import config, { E2E_ADMIN_TOKEN } from "./playwright.config";

const sitePort = Number(process.env.E2E_PORT ?? 3917);
const siteOrigin = `http://127.0.0.1:${sitePort}`;
/** A second origin with a hostname of its own: Chromium resolves it to loopback, where the test serves the blog. */
const BLOG_HOST = "reach-blog.test";
/** Where the screenshots of the Reach view go (looked at by a person, not compared). */
const SHOTS = join(import.meta.dirname, "../../test-results/reach");

const launch = config.use?.launchOptions ?? {};
test.use({
  launchOptions: { ...launch, args: [...(launch.args ?? []), `--host-resolver-rules=MAP ${BLOG_HOST} 127.0.0.1`] },
});

/** A blog that embeds the script player and the iframe player. */
function blogPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A blog about desks</title></head>
<body><main>
  <h1>Five minutes away from the desk</h1>
  <div id="script-player" data-movebreak-location="armsOnly"></div>
  <iframe title="Exercise player" src="${siteOrigin}/embed/neckAndShoulders" width="400" height="560"></iframe>
</main>
<script src="${siteOrigin}${BRAND_PATHS.playerScript}" async></script>
</body></html>`;
}

let blog: Server;
let blogOrigin = "";

test.beforeAll(async () => {
  blog = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(blogPage());
  });
  await new Promise<void>((resolve) => blog.listen(0, "127.0.0.1", resolve));
  blogOrigin = `http://${BLOG_HOST}:${(blog.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => blog.close(resolve));
});

interface ReachHostRow {
  host: string;
  loads: number;
  plays: number;
}

test("a player embedded on another site is played, and that site shows in the admin's reach", async ({
  page,
  request,
}) => {
  // Without a session the report is refused.
  expect((await request.get("/api/admin/reach")).status()).toBe(401);

  await page.goto(blogOrigin);
  const player = page.locator("#script-player");
  await player.getByRole("button", { name: "Start Routine" }).click();
  await expect(player.getByRole("region", { name: /exercise player/ })).toContainText(/Exercise 1 of/);
  // The iframe player loads too (its own page on our origin, framed by the blog).
  await expect(
    page.frameLocator('iframe[title="Exercise player"]').getByRole("button", { name: "Start Routine" }),
  ).toBeVisible();

  const login = await request.post("/api/admin/login", { data: { token: E2E_ADMIN_TOKEN } });
  const { sessionId } = (await login.json()) as { sessionId: string };
  const started = Date.now();
  let row: ReachHostRow | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get("/api/admin/reach", { headers: { "x-admin-session": sessionId } });
        const report = (await answer.json()) as { hosts: ReachHostRow[] };
        row = report.hosts.find((host) => host.host === BLOG_HOST);
        return row && row.loads >= 2 && row.plays >= 1;
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
  console.log(`reach: ${BLOG_HOST} in /api/admin/reach after ${Date.now() - started} ms: ${JSON.stringify(row)}`);

  // The Reach view, at a desktop and a phone width.
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page);
  await expectToast(page, "Login Successful");
  await page.getByRole("link", { name: /^Reach/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Reach" })).toBeVisible();
  const hosts = page.getByRole("table", { name: /Embedding hosts/ });
  await expect(hosts.getByRole("rowheader", { name: BLOG_HOST })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "reach-1280.png"), fullPage: true });
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  expect((await download).suggestedFilename()).toMatch(/^reach-hosts-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(hosts.getByRole("rowheader", { name: BLOG_HOST })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, "reach-390.png"), fullPage: true });
});
