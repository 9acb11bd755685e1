import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";

// The server under test (playwright.config.ts): its SITE_URL is http://localhost:{port}, so the oEmbed
// answers' iframes point at localhost while the host pages below are served from 127.0.0.1 on another
// port: another origin, and another site.
const sitePort = Number(process.env.E2E_PORT ?? 3917);
const siteUrl = `http://localhost:${sitePort}`;

/** What each host page holds, by path; set by the test before it opens the page. */
const pages = new Map<string, string>();
let host: Server;
let hostOrigin = "";

/** A bare host page: the pasted HTML and a listener for the player's forwarded events. */
function hostPage(body: string, style = ""): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>A course page</title>
<style>body{margin:0;padding:16px;background:#f4f1ea;font-family:Georgia,serif}${style}</style></head>
<body>${body}<script>window.playerMessages=[];window.addEventListener("message",(e)=>{if(e.data&&typeof e.data.type==="string")playerMessages.push(e.data.type)});</script></body></html>`;
}

async function oembedHtml(
  page: Page,
  pageUrl: string,
  query = "",
): Promise<{ html: string; width: number; height: number }> {
  const response = await page.request.get(`${siteUrl}/oembed?url=${encodeURIComponent(pageUrl)}&format=json${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

/**
 * Console lines where the browser refused something: to put a page in a frame, or anything the frame page's own
 * Content-Security-Policy blocks (its script, style, the demonstrations, the reach beacon).
 */
function watchFrameRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors|X-Frame-Options|Refused to|Content Security Policy/i.test(message.text())) {
      refused.push(message.text());
    }
  });
  return refused;
}

test.beforeAll(async () => {
  host = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(pages.get(req.url ?? "/") ?? "not found");
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

test("a page of another origin holding only an oEmbed answer's html plays the routine in its iframe", async ({
  page,
}) => {
  const refused = watchFrameRefusals(page);
  const setCookies: string[] = [];
  page.on("response", (response) => {
    const cookie = response.headers()["set-cookie"];
    if (response.url().startsWith(siteUrl) && cookie) setCookies.push(`${response.url()}: ${cookie}`);
  });
  const answer = await oembedHtml(page, `${siteUrl}/movements/arms-only`);
  pages.set("/oembed-only", hostPage(answer.html));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${hostOrigin}/oembed-only`);

  const frame = page.frameLocator("iframe");
  const player = frame.getByRole("region", { name: "Movebreak exercise player" });
  await expect(player).toBeVisible();
  await expect(frame.getByRole("heading", { name: "Arms Only" })).toBeVisible();
  await expect(frame.getByText("4 exercises • 15 seconds each", { exact: true })).toBeVisible();
  await expect(frame.getByRole("link", { name: "Powered by Movebreak" })).toBeVisible();
  // The player fills its frame: the iframe's size is the oEmbed answer's, the player's the iframe's.
  const iframeBox = await page.locator("iframe").boundingBox();
  expect(Math.round(iframeBox?.width ?? 0)).toBe(answer.width);
  expect(Math.round(iframeBox?.height ?? 0)).toBe(answer.height);
  const playerBox = await player.boundingBox();
  expect(Math.abs((playerBox?.width ?? 0) - answer.width)).toBeLessThanOrEqual(1);
  expect(Math.abs((playerBox?.height ?? 0) - answer.height)).toBeLessThanOrEqual(1);

  await frame.getByRole("button", { name: "Start Routine" }).click();
  await expect(frame.getByText(/^Exercise 1 of 4$/)).toBeVisible();
  const timer = frame.getByRole("timer");
  const first = Number((await timer.textContent())?.match(/\d+/)?.[0]);
  await expect
    .poll(async () => Number((await timer.textContent())?.match(/\d+/)?.[0]), { timeout: 5_000 })
    .toBeLessThan(first);
  // The player's events reach the host page as messages (an iframe's DOM events cannot).
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { playerMessages: string[] }).playerMessages))
    .toEqual(["movebreak:ready", "movebreak:start"]);
  await page.screenshot({ path: "/tmp/embed-iframe-oembed-1280.png" });

  expect(refused).toEqual([]);
  expect(setCookies).toEqual([]);
});

test("the home page and the routine's own page still cannot be framed by another site", async ({ page }) => {
  const refused = watchFrameRefusals(page);
  pages.set(
    "/frames-the-site",
    hostPage(`<iframe id="home" src="${siteUrl}/" width="600" height="400"></iframe>
<iframe id="routine" src="${siteUrl}/movements/arms-only" width="600" height="400"></iframe>`),
  );
  await page.goto(`${hostOrigin}/frames-the-site`);
  await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  expect(refused.join("\n")).toMatch(/frame-ancestors 'none'/);
  // Neither frame holds our page: the browser put its error page there instead.
  for (const frame of page.frames().slice(1)) {
    await expect.poll(() => frame.url()).not.toMatch(/^http:\/\/localhost/);
  }
});

test("the iframe player fills a narrow (320 px) and a wide host, and takes width, branding and autoplay", async ({
  page,
}) => {
  const refused = watchFrameRefusals(page);
  const narrow = await oembedHtml(page, `${siteUrl}/try/neck-saver`, "&maxwidth=320");
  expect(narrow.width).toBe(320);
  pages.set(
    "/narrow",
    hostPage(`<p>Take a break between two lessons:</p>${narrow.html}`, "body{max-width:320px;padding:0}"),
  );
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto(`${hostOrigin}/narrow`);
  const narrowFrame = page.frameLocator("iframe");
  await expect(narrowFrame.getByRole("heading", { name: "Neck Saver" })).toBeVisible();
  const narrowBox = await narrowFrame.getByRole("region", { name: "Movebreak exercise player" }).boundingBox();
  expect(Math.round(narrowBox?.width ?? 0)).toBe(320);
  await page.screenshot({ path: "/tmp/embed-iframe-320.png", fullPage: true });

  // A wide column: the frame 100% wide and 520 px tall, the player filling it; no branding, autoplay on.
  pages.set(
    "/wide",
    hostPage(
      `<h1>Team wiki: movement breaks</h1><iframe src="${siteUrl}/embed/armsOnly?width=100%25&branding=false&autoplay=true" title="Arms Only" style="border:0;width:100%;height:520px" allow="autoplay; fullscreen"></iframe>`,
      "body{max-width:900px;margin:0 auto}",
    ),
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${hostOrigin}/wide`);
  const wideFrame = page.frameLocator("iframe");
  await expect(wideFrame.getByText(/^Exercise 1 of 4$/)).toBeVisible({ timeout: 10_000 });
  await expect(wideFrame.getByRole("link", { name: "Powered by Movebreak" })).toHaveCount(0);
  const wideBox = await wideFrame.getByRole("region", { name: "Movebreak exercise player" }).boundingBox();
  const iframeBox = await page.locator("iframe").boundingBox();
  expect(Math.abs((wideBox?.width ?? 0) - (iframeBox?.width ?? 0))).toBeLessThanOrEqual(1);
  expect(Math.abs((wideBox?.height ?? 0) - 520)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: "/tmp/embed-iframe-wide.png", fullPage: true });
  expect(refused).toEqual([]);
});

test("the embed generator offers the script, the iframe and the link, each with Copy and a live preview", async ({
  page,
}) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/embed-demo");
    await page
      .getByRole("list", { name: "Routines" })
      .getByRole("button", { name: /Arms Only/ })
      .click();
    const tabs = page.getByRole("tablist", { name: "Embed as" });
    // The script's preview is drawn in the page; the iframe's and the link's are pages of their own, in a frame.
    const inPage = (testId: string) => page.getByTestId(testId);
    const inFrame = (testId: string) => page.frameLocator(`[data-testid="${testId}"]`);
    for (const [tab, figure, copy, preview] of [
      ["Script", "Embed code", "Copy Code", inPage("embed-preview")],
      ["iframe", "iframe code", "Copy Code", inFrame("iframe-preview")],
      ["Link", "Link", "Copy Link", inFrame("link-preview")],
    ] as const) {
      await tabs.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("figure", { name: figure })).toBeVisible();
      await expect(page.getByRole("button", { name: copy })).toBeEnabled();
      await expect(preview.getByRole("heading", { name: "Arms Only" })).toBeVisible();
      // The tabs at the top of the viewport, below the sticky header, and as much of the panel as fits.
      await tabs.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90));
      await page.screenshot({ path: `/tmp/embed-generator-${tab.toLowerCase()}-${width}.png` });
    }
    await expect(page.getByRole("figure", { name: "Link" })).toHaveText(/\/movements\/arms-only$/);
  }
});
