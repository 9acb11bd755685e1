import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/support/test-app";
import { pngSize } from "../pages/media/png-info";

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe("the location artwork and share cards over HTTP", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when a link preview asks for a page's card, then it gets a 1200x630 PNG, cacheable, and a 304 once it has it", async () => {
    for (const path of ["/images/share/locations/hip-pain.png", "/images/share/try/morning-desk-reset.png"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toContain("max-age=3600");
      expect(pngSize(await bytesOf(response)), path).toEqual({ width: 1200, height: 630 });
      const again = await t.request(path, { headers: { "if-none-match": response.headers.get("etag") ?? "" } });
      expect(again.status, path).toBe(304);
    }
  });

  it("when a link preview reads a location page or a shared routine, then its head names the page's own card, which answers", async () => {
    const pages = {
      "/movements/hip-pain": "/images/share/locations/hip-pain.png",
      "/try/morning-desk-reset": "/images/share/try/morning-desk-reset.png",
    };
    for (const [page, card] of Object.entries(pages)) {
      const html = await (await t.request(page)).text();
      expect(html, page).toContain(`<meta property="og:image" content="https://movebreak.test${card}" />`);
      expect(html, page).toMatch(
        /<meta property="og:image:alt" content="[^"]+\(Movebreak\)\. Illustration: a figure doing /,
      );
      expect((await t.request(card)).status, card).toBe(200);
    }
  });

  it("when a location page shows its hero, then it is the location's artwork, 960x720, a different picture per location", async () => {
    const hip = await t.request("/images/locations/hip-pain.png");
    expect(hip.status).toBe(200);
    const hipBytes = await bytesOf(hip);
    expect(pngSize(hipBytes)).toEqual({ width: 960, height: 720 });
    // A palette PNG (IHDR colour type 3), small enough for a phone's largest paint over a slow network.
    expect(hipBytes[25]).toBe(3);
    expect(hipBytes.length).toBeLessThan(35_000);
    const neck = await bytesOf(await t.request("/images/locations/neck-relief.png"));
    expect(neck.equals(hipBytes)).toBe(false);
  });

  it("when a location page's routine starts with a workout, then its hero draws that move: its own picture, still 960x720 and cached", async () => {
    const key = await t.request("/images/locations/hip-pain.png");
    const keyBytes = await bytesOf(key);
    const first = await t.request("/images/locations/hip-pain/hipPain-01.png");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("cache-control")).toContain("max-age=3600");
    const firstBytes = await bytesOf(first);
    expect(pngSize(firstBytes)).toEqual({ width: 960, height: 720 });
    expect(firstBytes.equals(keyBytes)).toBe(false);
    expect(first.headers.get("etag")).not.toBe(key.headers.get("etag"));
    const again = await t.request("/images/locations/hip-pain/hipPain-01.png", {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("when a hero names a workout its location does not hold, or garbage, then it answers 404 (never 500)", async () => {
    for (const path of [
      "/images/locations/hip-pain/funKicks-01.png",
      "/images/locations/hip-pain/no-such-move.png",
      "/images/locations/hip-pain/%E2%98%83%20x.png",
      "/images/locations/hip-pain/hipPain-01",
      "/images/locations/hip-pain/..png",
      "/images/locations/no-such-place/hipPain-01.png",
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
    // A broken escape is a 400, as at every other address.
    expect((await t.request("/images/locations/hip-pain/%E0%A4%A.png")).status).toBe(400);
  });

  it("when a location page is served, then its hero names the routine's first move, the one its player starts with", async () => {
    const html = await (await t.request("/movements/hip-pain")).text();
    const hero = /src="\/images\/locations\/hip-pain\/([A-Za-z0-9_-]+)\.png"/.exec(html)?.[1];
    expect(hero).toBeDefined();
    const props =
      /&quot;exercises&quot;:\[\{&quot;id&quot;:&quot;([^&]+)&quot;,&quot;title&quot;:&quot;([^&]+)&quot;/.exec(html);
    expect(props?.[1]).toBe(hero);
    // Named in its place: the living room the location's scene draws.
    expect(html).toContain(`alt="Illustration: a figure doing ${props?.[2]} in a living room"`);
    expect((await t.request(`/images/locations/hip-pain/${hero}.png`)).status).toBe(200);
  });

  it("when the movements directory shows a location's card, then its picture is the location's artwork as a 480x360 PNG, cacheable, the same drawing as its hero", async () => {
    const html = await (await t.request("/movements")).text();
    expect(html).toContain('src="/images/thumbnails/locations/hip-pain.png"');
    const thumbnail = await t.request("/images/thumbnails/locations/hip-pain.png");
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get("content-type")).toBe("image/png");
    expect(thumbnail.headers.get("cache-control")).toContain("max-age=3600");
    const bytes = await bytesOf(thumbnail);
    expect(pngSize(bytes)).toEqual({ width: 480, height: 360 });
    const hero = await t.request("/images/locations/hip-pain.png");
    expect(hero.headers.get("etag")).not.toBe(thumbnail.headers.get("etag"));
    const neck = await bytesOf(await t.request("/images/thumbnails/locations/neck-relief.png"));
    expect(neck.equals(bytes)).toBe(false);
    const again = await t.request("/images/thumbnails/locations/hip-pain.png", {
      headers: { "if-none-match": thumbnail.headers.get("etag") ?? "" },
    });
    expect(again.status).toBe(304);
    expect((await t.request("/images/thumbnails/locations/no-such-place.png")).status).toBe(404);
  });

  it("when the location's title changes, then its card is drawn again (a new ETag) and the hero stays", async () => {
    const before = await t.request("/images/share/locations/hip-pain.png");
    const hero = (await t.request("/images/locations/hip-pain.png")).headers.get("etag");
    const location = await t.json("/api/locations/by-slug/hip-pain");
    await t.app.database.db
      .updateTable("locationContent")
      .set({ displayTitle: "Hips That Thank You Later" })
      .where("locationId", "=", location.body.id)
      .execute();
    const after = await t.request("/images/share/locations/hip-pain.png");
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect((await bytesOf(after)).equals(await bytesOf(before))).toBe(false);
    expect((await t.request("/images/locations/hip-pain.png")).headers.get("etag")).toBe(hero);
  });

  it("when the page does not exist or the address is no image, then it answers 404 with the page's message", async () => {
    const missing = await t.json("/images/share/locations/no-such-place.png");
    expect(missing.status).toBe(404);
    expect(missing.body.error ?? missing.body.message).toBe("Location not found");
    expect((await t.request("/images/share/try/no-such-key.png")).status).toBe(404);
    expect((await t.request("/images/share/try/x%00.png")).status).toBe(400);
    for (const path of ["/images/locations/hip-pain", "/images/locations/hip-pain.jpg"]) {
      expect((await t.request(path)).status, path).toBe(404);
    }
  });
});
