import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGGED_URL_CHARS } from "../src/http/request-logger";
import { addReachCounts } from "../src/reach/reach-repo";
import { captureLogs } from "./support/log-capture";
import { startTestApp, type TestApp } from "./support/test-app";

describe("what a hostile request costs: compression, log lines, stored rows", () => {
  let t: TestApp;
  const logs = captureLogs();
  beforeAll(async () => {
    t = await startTestApp({ seed: false, logDestination: logs, env: { LOG_LEVEL: "warn" } });
  }, 180_000);
  afterAll(() => t.stop());

  it("when a client asks for a cached page in brotli only, then it gets the same brotli made once with the page, and nothing is compressed per request", async () => {
    const br = { headers: { "accept-encoding": "br" } };
    expect((await t.request("/", br)).status).toBe(200);
    const compressions = vi.spyOn(zlib, "createBrotliCompress");
    const gzips = vi.spyOn(zlib, "createGzip");
    try {
      const bodies = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const response = await t.request("/", br);
        expect(response.headers.get("content-encoding")).toBe("br");
        // fetch decodes brotli as a browser does: a body that is not valid brotli would throw here.
        const html = await response.text();
        expect(html).toContain("</html>");
        bodies.add(html);
      }
      expect(bodies.size).toBe(1);
      expect(compressions).not.toHaveBeenCalled();
      expect(gzips).not.toHaveBeenCalled();
    } finally {
      compressions.mockRestore();
      gzips.mockRestore();
    }
  });

  it("when an address is 8 KB long, then its log line carries at most 512 characters of it", async () => {
    const long = `/api/nothing-here?q=${"q".repeat(8_000)}`;
    expect((await t.request(long)).status).toBe(404);
    const line = logs
      .lines()
      .map((text) => JSON.parse(text) as { req?: { url?: string }; level: number })
      .find((entry) => entry.req?.url?.startsWith("/api/nothing-here?q=qqq"));
    expect(line?.req?.url?.length).toBeLessThan(LOGGED_URL_CHARS + 40);
    expect(line?.req?.url).toMatch(/\.\.\.\[7508 more characters\]$/);
    expect(line?.level).toBe(40);
  });

  it("when oEmbed is asked for XML (501 by design), then its line is a warning, not an error", async () => {
    const response = await t.request(`/oembed?url=${encodeURIComponent("https://movebreak.test/")}&format=xml`);
    expect(response.status).toBe(501);
    const line = logs
      .lines()
      .map((text) => JSON.parse(text) as { req?: { url?: string }; level: number })
      .find((entry) => entry.req?.url?.startsWith("/oembed?"));
    expect(line?.level).toBe(40);
  });

  it("when the reach counter starts again the same day, then the day's row cap still holds: it is counted in the database", async () => {
    const db = t.app.database.db;
    const day = "2026-11-27";
    const row = (host: string) => ({ day, host, location: "loc-1", kind: "script_load" as const, count: 1 });
    await addReachCounts(db, [row("a.example"), row("b.example")], 3);
    // As after a restart: a counter with no memory of the day writes four new hosts and one known one.
    await addReachCounts(
      db,
      [row("c.example"), row("d.example"), row("e.example"), row("f.example"), row("a.example")],
      3,
    );
    const rows = await db
      .selectFrom("reachCounts")
      .select(["host", "count"])
      .where("day", "=", day)
      .orderBy("host")
      .execute();
    expect(rows).toEqual([
      { host: "(other)", count: 3 },
      { host: "a.example", count: 2 },
      { host: "b.example", count: 1 },
      { host: "c.example", count: 1 },
    ]);
  });

  it("when a page's metadata cannot be read, then the page still renders with its own head and the log says Failed to fetch metadata (spec's message)", async () => {
    const page = await t.request("/movements/no-such-place");
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("</html>");
    const warning = logs
      .lines()
      .map((line) => JSON.parse(line) as { msg?: string; path?: string; status?: number })
      .find((line) => line.msg === "Failed to fetch metadata");
    expect(warning).toMatchObject({ status: 404 });
    expect(warning?.path).toContain("/api/metadata");
  });
});
