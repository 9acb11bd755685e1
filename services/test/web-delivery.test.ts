import { LATER_SCRIPTS_TEMPLATE_ID } from "@movebreak/shared/later-scripts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScripts } from "../src/http/server-render/inline-scripts";
import { routePreloader } from "../src/http/server-render/public-site";
import { startTestApp, type TestApp } from "./support/test-app";

const GZIP = { headers: { "accept-encoding": "gzip" } };

/** Every URL the page makes the browser fetch on load (scripts, stylesheets, preloads, icons, images, frames, media). */
function loadedUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(/<(script|img|iframe|video|audio|source)\b[^>]*>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\srel="([^"]+)"/.exec(tag)?.[1] ?? "";
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (href && /stylesheet|preload|modulepreload|prefetch|icon|manifest|preconnect|dns-prefetch/.test(rel))
      urls.push(href);
  }
  return urls;
}

/** The inert template of links the page moves into <head> after its load (empty when the page has none). */
function laterScripts(html: string): string {
  return new RegExp(`<template id="${LATER_SCRIPTS_TEMPLATE_ID}">.*?</template>`).exec(html)?.[0] ?? "";
}

describe("how the public site is delivered", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when a page is requested, then its HTML comes gzipped, revalidated by browsers each time and kept by shared caches", async () => {
    const response = await t.request("/", GZIP);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
  });

  it("when the page's script, stylesheet and font are requested, then they come compressed (gzip from 1 KB, woff2 in its own format) and cached for a year, immutable", async () => {
    const html = await (await t.request("/")).text();
    const assets = loadedUrls(html).filter((url) => url.startsWith("/assets/"));
    expect(assets.some((url) => url.endsWith(".js"))).toBe(true);
    expect(assets.some((url) => url.endsWith(".css"))).toBe(true);
    for (const url of assets) {
      const response = await t.request(url, GZIP);
      expect(response.status, url).toBe(200);
      // Under 1 KB an answer is not worth compressing (the middleware's threshold), and a woff2 font is
      // compressed already (Brotli inside the format).
      const size = (await response.arrayBuffer()).byteLength;
      if (size >= 1024 && !url.endsWith(".woff2")) expect(response.headers.get("content-encoding"), url).toBe("gzip");
      expect(response.headers.get("cache-control"), url).toBe("public, max-age=31536000, immutable");
    }
  });

  it("when a page is rendered, then its islands' chunks come with the loader: preloaded if they start with the page, listed for after the load (not fetched during it, not compiled) if they wait for the reader", async () => {
    const location = await (await t.request("/movements/hip-pain")).text();
    // The navigation menu starts with the page: its chunk is fetched and compiled with the loader.
    expect(location).toMatch(
      /<link rel="modulepreload" fetchpriority="low" crossorigin href="\/assets\/navbar-menu-[\w-]+\.js" \/>/,
    );
    // The player waits for a touch and the carousel for the reader to scroll near it: their code is only
    // downloaded, once the page has loaded (the template's links are inert until the page moves them into
    // <head>), so a slow phone's load neither fetches nor compiles it; a tap finds it in the cache.
    const later = laterScripts(location);
    for (const chunk of ["routine-player", "more-locations-carousel", "hydrate-component"]) {
      expect(later).toMatch(
        new RegExp(
          `<link rel="prefetch" as="script" fetchpriority="low" crossorigin href="/assets/${chunk}-[\\w-]+\\.js" />`,
        ),
      );
      expect(location.replace(later, "")).not.toContain(`/assets/${chunk}-`);
    }
    const home = await (await t.request("/")).text();
    // The awards wait until they near the viewport: prefetched after the load, with Preact's hydration chunk
    // (the budget test counts both).
    expect(laterScripts(home)).toMatch(
      /<link rel="prefetch" as="script" fetchpriority="low" crossorigin href="\/assets\/awards-[\w-]+\.js" \/>/,
    );
    expect(laterScripts(home)).toMatch(
      /<link rel="prefetch" as="script" fetchpriority="low" crossorigin href="\/assets\/hydrate-component-[\w-]+\.js" \/>/,
    );
    // A page loads only its own islands: the home page has no player.
    expect(home).not.toMatch(/href="\/assets\/routine-player-/);
    expect(home).toMatch(/<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">/);
  });

  it("when a page is requested, then the brand font is preloaded, and it is the one small file the stylesheet shows with font-display: swap", async () => {
    for (const path of ["/", "/features", "/no/such/page"]) {
      const html = await (await t.request(path)).text();
      const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => tag);
      expect(preloads, path).toEqual([
        expect.stringMatching(
          /href="\/assets\/figtree-latin-wght-normal-[\w-]+\.woff2" as="font" type="font\/woff2" crossorigin=""/,
        ),
      ]);
    }
    const html = await (await t.request("/")).text();
    const font = /<link rel="preload" href="([^"]+)"/.exec(html)?.[1] ?? "";
    const stylesheet = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? "";
    const css = await (await t.request(stylesheet)).text();
    // Every face the stylesheet declares swaps (text shows at once in the fallback), and the only file it
    // can download is the preloaded one: a second address would be a second download.
    const faces = css.match(/@font-face\s*\{[^}]*\}/g) ?? [];
    const files = faces.flatMap((face) =>
      [...face.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url?.replace(/["']/g, "")),
    );
    expect(files).toEqual([font]);
    for (const face of faces.filter((face) => face.includes("url("))) expect(face).toMatch(/font-display:\s*swap/);
    const file = await t.request(font);
    expect(file.status).toBe(200);
    expect((await file.arrayBuffer()).byteLength).toBeLessThan(50 * 1024);
  });

  it("when a page is requested, then its tab icon is a small 32 px PNG the browser can fetch, not an SVG", async () => {
    // An SVG icon is drawn in a page of its own on the renderer's main thread after the load: a task of 6-12 ms
    // on every page, long enough on a slow phone to count as blocking (docs/decisions.md).
    for (const path of ["/", "/pricing", "/no/such/page"]) {
      const html = await (await t.request(path)).text();
      const icons = [...html.matchAll(/<link rel="icon"[^>]*>/g)].map(([tag]) => tag);
      expect(icons, path).toEqual(['<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png" />']);
    }
    const icon = await t.request("/favicon-32.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await icon.arrayBuffer());
    // The PNG header's width and height (IHDR, bytes 16-23).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([32, 32]);
  });

  it("when no analytics is configured, then no page loads anything from another site", async () => {
    for (const path of ["/", "/movements", "/movements/hip-pain", "/pricing", "/support", "/no/such/page"]) {
      const html = await (await t.request(path)).text();
      const external = loadedUrls(html).filter((url) => /^(https?:)?\/\//.test(url));
      expect(external, path).toEqual([]);
      expect(html, path).not.toContain("gtag");
    }
  });
});

describe("analytics, when configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { GA_MEASUREMENT_ID: "G-TEST12345" } });
  });
  afterAll(() => t.stop());

  it("when GA_MEASUREMENT_ID is set, then every page loads gtag.js async with that id, its only request to another site", async () => {
    const html = await (await t.request("/")).text();
    const external = loadedUrls(html).filter((url) => /^(https?:)?\/\//.test(url));
    expect(external).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST12345"]);
    expect(html).toMatch(
      /<script async src="https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-TEST12345"><\/script>/,
    );
    expect(html).toContain('gtag("config","G-TEST12345")');
  });

  it("when the measurement id carries markup, then it stays a string and a URL parameter", () => {
    const { siteUrl, storeUrl, supportEmail, knowledgeBaseUrl, companyName, mediaBaseUrl } = t.app.config;
    const config = { siteUrl, storeUrl, supportEmail, knowledgeBaseUrl, companyName, mediaBaseUrl };
    const tags = inlineScripts({ ...config, gaMeasurementId: 'G-1"></script><script>alert(1)</script>' });
    expect(tags.html).not.toContain("<script>alert(1)");
    expect(inlineScripts(config).html).not.toContain("googletagmanager");
  });
});

describe("route preloads", () => {
  it("when a screen's chunk imports shared chunks, then all are preloaded once, without the entry's own", () => {
    const preload = routePreloader({
      "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"] },
      "_react-1.js": { file: "assets/react-1.js" },
      "_section-1.js": { file: "assets/section-1.js", imports: ["_react-1.js"] },
      "src/app/routes/home.tsx": { file: "assets/home-1.js", imports: ["index.html", "_section-1.js", "_react-1.js"] },
    });
    const links = preload(["src/app/routes/home.tsx"]).split("\n");
    expect(links).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/home-1.js" />',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/section-1.js" />',
    ]);
    // A chunk only a waiting island needs is prefetched after the load; one the page already preloads is not
    // asked for twice.
    const later = preload(["_section-1.js"], ["src/app/routes/home.tsx"]).split("\n");
    expect(later).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/section-1.js" />',
      `<template id="${LATER_SCRIPTS_TEMPLATE_ID}"><link rel="prefetch" as="script" fetchpriority="low" crossorigin href="/assets/home-1.js" /></template>`,
    ]);
    expect(preload(["src/app/routes/unknown.tsx"])).toBe("");
    expect(routePreloader(undefined)(["src/app/routes/home.tsx"])).toBe("");
  });
});
