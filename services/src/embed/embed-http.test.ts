import http from "node:http";
import { createServer } from "node:net";
import { extract } from "@extractus/oembed-extractor";
import { OembedResponseSchema } from "@movebreak/shared/contracts/oembed";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/test-app";

const SITE = "https://movebreak.test";
const oembedOf = (url: string, extra = "") => `/oembed?url=${encodeURIComponent(url)}${extra}`;

/** The nonce of a page's Content-Security-Policy. */
const nonceIn = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? "")?.[1];

/** The player options a frame page hands its script. */
function frameConfig(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="movebreak-frame">(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? "null");
}

describe("the iframe player's pages over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when a location's frame page is read, then any site may frame it, it sets no cookie and loads only the player", async () => {
    const response = await t.request("/embed/armsOnly?width=320px&branding=false&autoplay=1", {
      headers: { cookie: "mb_admin_session=abc" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("frame-ancestors *");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/googletagmanager|intercom|unsafe-inline/);
    expect(response.headers.get("x-frame-options")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
    const html = await response.text();
    const nonce = nonceIn(policy);
    expect(html).toContain(`<script src="/embed/movebreak-frame.js" nonce="${nonce}" defer></script>`);
    expect(html).toContain(`<style nonce="${nonce}">`);
    // Server-rendered: the routine's title and exercises, and a link to its page.
    expect(html).toContain("<h1>Arms Only</h1>");
    expect(html).toContain("<p>4 exercises • 15 seconds each, drawn from</p>");
    expect(html.match(/<li>/g)?.length).toBe(8);
    expect(html).toContain(`href="${SITE}/movements/arms-only"`);
    // No script of ours but the player's, and no analytics.
    expect(html.match(/<script\b/g)?.length).toBe(2);
    const config = frameConfig(html);
    expect(config).toMatchObject({ location: "armsOnly", width: "320px", showBranding: false, autoplay: true });
    expect((config.routine as { workouts: unknown[] }).workouts.length).toBeGreaterThan(0);
  });

  it("when a shared routine's frame page is read without options, then the data attributes' defaults apply", async () => {
    const response = await t.request("/embed/try/neck-saver");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors *");
    const config = frameConfig(await response.text());
    expect(config).toMatchObject({ sharedKey: "neck-saver", width: "400px", showBranding: true, autoplay: false });
  });

  it("when the routine does not exist or its id is malformed, then the frame says Video unavailable with a 4xx", async () => {
    for (const [path, status] of [
      ["/embed/nope", 404],
      ["/embed/try/unknown-key", 404],
      ["/embed/bad%20id!", 400],
      ["/embed/try", 404],
    ] as const) {
      const response = await t.request(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors *");
      expect(await response.text(), path).toContain("Video unavailable");
    }
  });

  it("when the frame's script is read, then it is the built bundle and the player script is still served", async () => {
    const frame = await t.request("/embed/movebreak-frame.js");
    expect(frame.status).toBe(200);
    expect(frame.headers.get("content-type")).toMatch(/javascript/);
    expect(await frame.text()).toMatch(/^(?:"use strict";)?\(\(\)=>\{/);
    const player = await t.request("/embed/movebreak-player.js");
    expect(player.status).toBe(200);
    expect(player.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("when any other page is read, then it still refuses to be framed", async () => {
    for (const path of ["/", "/movements/arms-only", "/try/neck-saver", "/embed-demo", "/oembed"]) {
      const response = await t.request(path);
      await response.arrayBuffer();
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });
});

describe("the oEmbed provider over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when a location page is asked for, then the answer is a rich iframe player sized within the limits", async () => {
    const { status, body, headers } = await t.json(oembedOf(`${SITE}/movements/arms-only`, "&format=json"));
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/json/);
    expect(OembedResponseSchema.parse(body)).toMatchObject({
      version: "1.0",
      type: "rich",
      title: "Arms Only",
      provider_name: "Movebreak",
      provider_url: `${SITE}/`,
      width: 400,
      height: 493,
      thumbnail_url: `${SITE}/images/share/locations/arms-only.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    expect(body.cache_age).toBeGreaterThan(0);
    expect(body.html).toBe(
      `<iframe src="${SITE}/embed/armsOnly?width=100%25" title="Arms Only: Movebreak exercise player" ` +
        'width="400" height="493" style="border:0;max-width:100%" allow="autoplay; fullscreen" loading="lazy"></iframe>',
    );
  });

  it("when /locations/{slug} or /try/{key} is asked for, then each answers its own player", async () => {
    const location = await t.json(oembedOf(`${SITE}/locations/arms-only`));
    expect(location.body.html).toContain(`${SITE}/embed/armsOnly`);
    const shared = await t.json(oembedOf(`${SITE}/try/neck-saver`));
    expect(shared.status).toBe(200);
    expect(shared.body.html).toContain(`src="${SITE}/embed/try/neck-saver?width=100%25"`);
    expect(shared.body.thumbnail_url).toBe(`${SITE}/images/share/try/neck-saver.png`);
    // The frame pages' own addresses (what a tool that frames addresses was given) answer too.
    for (const [frame, src] of [
      [`${SITE}/embed/armsOnly?width=320px`, `${SITE}/embed/armsOnly?width=100%25`],
      [`${SITE}/embed/try/neck-saver`, `${SITE}/embed/try/neck-saver?width=100%25`],
    ]) {
      const answer = await t.json(oembedOf(frame ?? ""));
      expect(answer.body.html, frame).toContain(`src="${src}"`);
    }
    expect((await t.json(oembedOf(`${SITE}/embed/nope`))).status).toBe(404);
    expect((await t.json(oembedOf(`${SITE}/embed/movebreak-player.js`))).status).toBe(404);
  });

  it("when maxwidth and maxheight are small, then the player, its frame and the thumbnail fit inside them", async () => {
    const limits: [number, number][] = [
      [300, 1000],
      [1000, 400],
      [250, 250],
      [50, 40],
    ];
    for (const [maxwidth, maxheight] of limits) {
      const { body } = await t.json(
        oembedOf(`${SITE}/movements/arms-only`, `&maxwidth=${maxwidth}&maxheight=${maxheight}`),
      );
      expect(body.width, `${maxwidth}x${maxheight}`).toBeLessThanOrEqual(maxwidth);
      expect(body.height, `${maxwidth}x${maxheight}`).toBeLessThanOrEqual(maxheight);
      expect(body.thumbnail_width).toBeLessThanOrEqual(maxwidth);
      expect(body.thumbnail_height).toBeLessThanOrEqual(maxheight);
      expect(body.html).toContain(`width="${body.width}" height="${body.height}"`);
    }
  });

  it("when the address is not ours or has no player, then 404; without url 400; format=xml 501", async () => {
    const cases: [string, number, RegExp][] = [
      [oembedOf("https://elsewhere.example/movements/arms-only"), 404, /No embeddable page/],
      [oembedOf(`${SITE}/pricing`), 404, /No embeddable page/],
      [oembedOf(`${SITE}/movements/no-such-place`), 404, /No embeddable page/],
      [oembedOf(`${SITE}/try/unknown-key`), 404, /No embeddable page/],
      [oembedOf(`${SITE}/try/bad%20key!`), 404, /No embeddable page/],
      [oembedOf("not a url"), 404, /No embeddable page/],
      ["/oembed", 400, /url/i],
      ["/oembed?url=", 400, /url/i],
      [oembedOf(`${SITE}/movements/arms-only`, "&format=xml"), 501, /json/],
      [oembedOf(`${SITE}/movements/arms-only`, "&maxwidth=wide"), 400, /maxwidth/i],
    ];
    for (const [path, status, message] of cases) {
      const { status: got, body } = await t.json(path);
      expect(got, path).toBe(status);
      expect(body.error, path).toMatch(message);
    }
  });

  it("when the Host header names another site, then the answer is still SITE_URL's: 404 for that site's addresses", async () => {
    // fetch cannot set Host; node:http sends it as written. A shared cache keys the answer by address alone, so an
    // answer that followed Host would be served to everyone.
    const withHost = (path: string, host: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.get(`${t.url}${path}`, { headers: { host } }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => {
            body += chunk.toString();
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
      });
    const server = new URL(t.url).host;
    for (const [host, url] of [
      ["evil.example", "http://evil.example/movements/arms-only"],
      ["evil.example", "https://evil.example/embed/armsOnly"],
      [server, `http://${server}/movements/arms-only`],
    ]) {
      const answer = await withHost(oembedOf(url ?? ""), host ?? "");
      expect({ host, url, status: answer.status }).toEqual({ host, url, status: 404 });
      expect(answer.body).toContain("No embeddable page");
    }
    const ours = await withHost(oembedOf(`${SITE}/movements/arms-only`), "evil.example");
    expect(ours.status).toBe(200);
    expect(OembedResponseSchema.parse(JSON.parse(ours.body)).provider_url).toBe(`${SITE}/`);
  });

  it("when a location page or a shared routine page is rendered, then its head links its oEmbed answer", async () => {
    const pages: [string, string][] = [
      ["/movements/arms-only", `${SITE}/movements/arms-only`],
      ["/try/neck-saver", `${SITE}/try/neck-saver`],
    ];
    for (const [page, url] of pages) {
      const html = await (await t.request(page)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const href = `${SITE}/oembed?url=${encodeURIComponent(url)}&amp;format=json`;
      expect(head, page).toContain(`<link rel="alternate" type="application/json+oembed" href="${href}"`);
    }
    const home = await (await t.request("/")).text();
    expect(home).not.toContain("json+oembed");
  });
});

/** A port nothing listens on now, so the server can be told its own address (SITE_URL) before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === "object" && address ? address.port : 0;
}

describe("a real oEmbed consumer (@extractus/oembed-extractor) against the running server", () => {
  let t: TestApp;
  let site = "";
  beforeAll(async () => {
    const port = await freePort();
    site = `http://127.0.0.1:${port}`;
    t = await startTestApp({ env: { PORT: String(port), SITE_URL: site } });
  });
  afterAll(() => t.stop());

  it("when it is given a bare page address, then it discovers the oEmbed link and gets the iframe player", async () => {
    const answer = await extract(`${site}/movements/arms-only`, { maxwidth: 360 });
    expect(answer).toMatchObject({ method: "auto-discovery", type: "rich", title: "Arms Only", width: 360 });
    expect(answer.html).toContain(`<iframe src="${site}/embed/armsOnly?width=100%25"`);
    const shared = await extract(`${site}/try/neck-saver`);
    expect(shared.html).toContain(`${site}/embed/try/neck-saver`);
  });
});
