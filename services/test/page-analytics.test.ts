import { PageAnalyticsReportSchema } from "@movebreak/shared/contracts/page-analytics";
import { addressesOf, PUBLIC_ROUTE_ENTRIES } from "@movebreak/shared/public-routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAGE_BUDGET } from "../src/analytics/page-counter";
import { SAMPLE_LANDING_PAGE } from "./support/landing-page-fixture";
import { beaconFrom as beacon, pageLoadTokenOf } from "./support/page-beacon";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";

describe("page analytics over HTTP", () => {
  let t: TestApp;
  let session: string;
  const now = { at: new Date("2026-11-19T09:00:00Z") };
  const tokens = new Map<string, string | undefined>();

  /** The token a reader's load of `path` gets now, as the page's script sends it back. */
  async function tokenFor(path: string): Promise<string | undefined> {
    const key = `${now.at.toISOString()}|${path}`;
    if (!tokens.has(key)) {
      const page = await t.request(path);
      tokens.set(key, pageLoadTokenOf(await page.text()));
    }
    return tokens.get(key);
  }
  const view = (path: string) => ({ e: "view", p: path, t: `@${path}` });
  const cta = (path: string) => ({ e: "cta", p: path, t: `@${path}` });

  /** Sends a beacon and expects it answered 204 (counted or not: the page cannot tell). */
  async function send(payload: unknown, address: string, headers: Record<string, string> = {}) {
    // "@/path" stands for the token of a load of /path, fetched now (a page that is not one carries none).
    const withToken =
      typeof payload === "object" && payload !== null && "t" in payload && String(payload.t).startsWith("@")
        ? { ...payload, t: await tokenFor(String(payload.t).slice(1)) }
        : payload;
    const response = await t.request("/api/analytics", beacon(withToken, address, headers));
    expect(response.status).toBe(204);
    expect(response.headers.get("set-cookie")).toBeNull();
  }

  async function stored() {
    await t.app.flushCounters();
    const rows = await t.app.database.db
      .selectFrom("pageAnalytics")
      .select(["path", "views", "ctaClicks"])
      .select((eb) => eb.cast<string>("day", "text").as("day"))
      .orderBy("day")
      .orderBy("path")
      .execute();
    return rows;
  }

  const report = async (query: string) => t.json(`/api/admin/analytics/pages?${query}`, withSession(session));

  beforeAll(async () => {
    t = await startTestApp({ clock: () => now.at, env: { TRUST_PROXY: "1" } });
    session = await t.login();
    const pages = [
      { slug: "wrist-relief-typists", painPoint: "wrist pain", demographic: "typists", aiModelVersion: "manual" },
      { slug: "wrist-relief-gamers", painPoint: "wrist pain", demographic: "gamers", aiModelVersion: "template-v1" },
      { slug: "neck-relief-coders", painPoint: "neck pain", demographic: "coders", aiModelVersion: "gpt-4o-mini" },
    ];
    for (const page of pages) {
      const created = await t.json(
        "/api/admin/landing-pages/manual",
        withSession(session, postJson({ ...SAMPLE_LANDING_PAGE, ...page })),
      );
      expect(created.status).toBe(201);
    }
  });
  afterAll(() => t.stop());

  it("when readers view pages and follow the store link, then each counts once per reader, page and day", async () => {
    for (let i = 0; i < 3; i++) await send(view("/features"), "198.51.100.1");
    for (let i = 0; i < 2; i++) await send(cta("/features"), "198.51.100.1");
    await send(view("/features"), "198.51.100.2");
    await send(view("/pages/wrist-relief-typists"), "198.51.100.1");
    await send(cta("/pages/wrist-relief-typists"), "198.51.100.1");
    await send(view("/pages/wrist-relief-gamers"), "198.51.100.3");
    await send(view("/pages/neck-relief-coders"), "198.51.100.3");

    expect(await stored()).toEqual([
      { day: "2026-11-19", path: "/features", views: 2, ctaClicks: 1 },
      { day: "2026-11-19", path: "/pages/neck-relief-coders", views: 1, ctaClicks: 0 },
      { day: "2026-11-19", path: "/pages/wrist-relief-gamers", views: 1, ctaClicks: 0 },
      { day: "2026-11-19", path: "/pages/wrist-relief-typists", views: 1, ctaClicks: 1 },
    ]);

    // The next day the same reader counts again.
    now.at = new Date("2026-11-20T09:00:00Z");
    await send(view("/features"), "198.51.100.1");
    await send(view("/features"), "198.51.100.1");
    await send(view("/pages/wrist-relief-typists"), "198.51.100.4");
    await send(view("/pages/wrist-relief-typists"), "198.51.100.5");
    await send(cta("/pages/wrist-relief-typists"), "198.51.100.5");
    await send(view("/pages/neck-relief-coders"), "198.51.100.5");
    await send(cta("/pages/neck-relief-coders"), "198.51.100.5");
    expect((await stored()).filter((row) => row.day === "2026-11-20")).toEqual([
      { day: "2026-11-20", path: "/features", views: 1, ctaClicks: 0 },
      { day: "2026-11-20", path: "/pages/neck-relief-coders", views: 1, ctaClicks: 1 },
      { day: "2026-11-20", path: "/pages/wrist-relief-typists", views: 2, ctaClicks: 1 },
    ]);
  });

  it("when a reader opts out, or a bot or another site sends the beacon, then it is answered 204 and not counted", async () => {
    const before = await stored();
    await send(view("/pricing"), "198.51.100.20", { dnt: "1" });
    await send(cta("/pricing"), "198.51.100.21", { "sec-gpc": "1" });
    await send(view("/pricing"), "198.51.100.22", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
    await send(view("/pricing"), "198.51.100.23", { "sec-fetch-site": "cross-site" });
    expect(await stored()).toEqual(before);
  });

  it("when a path is not a public page, then it is answered 204 and not counted", async () => {
    const before = await stored();
    for (const path of [
      "/no-such-page",
      "/pages/never-published",
      "/PRICING",
      "/pricing/",
      "/try/abcdefgh",
      "/api/analytics",
      "/admin",
    ]) {
      await send(view(path), "198.51.100.30");
    }
    expect(await stored()).toEqual(before);
  });

  it("when a beacon breaks its contract, then 400 with what is wrong, and nothing is counted", async () => {
    const cases: [string, RegExp][] = [
      ["not json", /must be a JSON object/],
      ["[]", /.+/],
      ["{}", /e must be "view" or "cta"/i],
      [JSON.stringify({ e: "click", p: "/" }), /e must be "view" or "cta"/i],
      [JSON.stringify({ e: "view", p: "features" }), /p must be a path starting with \//i],
      [JSON.stringify({ e: "view", p: 3 }), /p must be the page's path/i],
    ];
    for (const [body, message] of cases) {
      const response = await t.json("/api/analytics", beacon(body, "198.51.100.40"));
      expect(response.status, body).toBe(400);
      expect(response.body.error, body).toMatch(message);
    }
    const large = await t.request(
      "/api/analytics",
      beacon(`{"e":"view","p":"/${"x".repeat(1_000)}"}`, "198.51.100.40"),
    );
    expect(large.status).toBe(413);
  });

  it("when the report is read by page, topic, method and day, then it sums the period and the one before it", async () => {
    const byPage = await report("from=2026-11-20&to=2026-11-20&groupBy=page");
    expect(byPage.status).toBe(200);
    const pages = PageAnalyticsReportSchema.parse(byPage.body);
    expect(pages.rows.find((row) => row.key === "/pages/wrist-relief-typists")).toEqual({
      key: "/pages/wrist-relief-typists",
      views: 2,
      ctaClicks: 1,
      ctaRate: 0.5,
      unverifiedViews: 0,
      unverifiedCtaClicks: 0,
    });
    expect(pages.previous).toMatchObject({ from: "2026-11-19", to: "2026-11-19" });
    expect(pages.previous.rows.find((row) => row.key === "/features")).toEqual({
      key: "/features",
      views: 2,
      ctaClicks: 1,
      ctaRate: 0.5,
      unverifiedViews: 0,
      unverifiedCtaClicks: 0,
    });

    const byTopic = PageAnalyticsReportSchema.parse((await report("from=2026-11-20&to=2026-11-20&groupBy=topic")).body);
    expect(byTopic.rows.find((row) => row.key === "wrist pain")).toMatchObject({ views: 2, ctaClicks: 1 });
    expect(byTopic.rows.find((row) => row.key === "neck pain")).toEqual({
      key: "neck pain",
      views: 1,
      ctaClicks: 1,
      ctaRate: 1,
      unverifiedViews: 0,
      unverifiedCtaClicks: 0,
    });
    expect(byTopic.rows.find((row) => row.key === "(not a landing page)")?.views).toBeGreaterThan(0);
    expect(byTopic.previous.rows.find((row) => row.key === "wrist pain")).toMatchObject({ views: 2, ctaClicks: 1 });

    const byMethod = PageAnalyticsReportSchema.parse(
      (await report("from=2026-11-19&to=2026-11-19&groupBy=method")).body,
    );
    const method = (key: string) => byMethod.rows.find((row) => row.key === key);
    expect(method("manual")).toMatchObject({ views: 1, ctaClicks: 1, ctaRate: 1 });
    expect(method("template")).toMatchObject({ views: 1, ctaClicks: 0, ctaRate: 0 });
    expect(method("llm")).toMatchObject({ views: 1, ctaClicks: 0 });
    expect(byMethod.previous).toMatchObject({ from: "2026-11-18", to: "2026-11-18", rows: [] });
    expect(byMethod.previous.totals).toEqual({
      views: 0,
      ctaClicks: 0,
      ctaRate: 0,
      unverifiedViews: 0,
      unverifiedCtaClicks: 0,
    });

    const byAudience = PageAnalyticsReportSchema.parse(
      (await report("from=2026-11-19&to=2026-11-20&groupBy=audience")).body,
    );
    expect(byAudience.rows.find((row) => row.key === "typists")).toMatchObject({ views: 3, ctaClicks: 2 });

    const byDay = PageAnalyticsReportSchema.parse((await report("from=2026-11-18&to=2026-11-20&groupBy=day")).body);
    expect(byDay.rows.map((row) => row.key)).toEqual(["2026-11-18", "2026-11-19", "2026-11-20"]);
    expect(byDay.rows[0]).toEqual({
      key: "2026-11-18",
      views: 0,
      ctaClicks: 0,
      ctaRate: 0,
      unverifiedViews: 0,
      unverifiedCtaClicks: 0,
    });
    const twentieth = byDay.rows[2];
    expect(twentieth).toMatchObject({ views: 4, ctaClicks: 2, ctaRate: 0.5 });
    expect(byDay.totals.views).toBe(byDay.rows.reduce((sum, row) => sum + row.views, 0));
    expect(byDay.previous.rows.map((row) => row.key)).toEqual(["2026-11-15", "2026-11-16", "2026-11-17"]);

    // Without a range: the 30 days up to today.
    const latest = PageAnalyticsReportSchema.parse((await report("")).body);
    expect(latest).toMatchObject({ from: "2026-10-22", to: "2026-11-20", groupBy: "page" });
    expect(latest.previous).toMatchObject({ from: "2026-09-22", to: "2026-10-21" });
  });

  it("when a page is published after the pages were read, then its views count within seconds, not 30", async () => {
    await send(view("/features"), "198.51.100.60"); // the set of pages is read now
    const created = await t.json(
      "/api/admin/landing-pages/manual",
      withSession(session, postJson({ ...SAMPLE_LANDING_PAGE, slug: "just-published" })),
    );
    expect(created.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await send(view("/pages/just-published"), "198.51.100.60");
    expect((await stored()).filter((row) => row.path === "/pages/just-published")).toMatchObject([{ views: 1 }]);
  });

  it("when the report is asked with series, then each row carries its views and clicks over the range, at most 92 points", async () => {
    const byDays = PageAnalyticsReportSchema.parse(
      (await report("from=2026-11-19&to=2026-11-20&groupBy=page&series=true")).body,
    );
    expect(byDays.seriesDays).toBe(1);
    const typists = byDays.rows.find((row) => row.key === "/pages/wrist-relief-typists");
    expect(typists).toMatchObject({ views: 3, ctaClicks: 2, series: { views: [1, 2], ctaClicks: [1, 1] } });
    // Every row has one point per day; the period before carries none (it is compared by its totals).
    for (const row of byDays.rows) expect(row.series?.views).toHaveLength(2);
    expect(byDays.previous.rows.every((row) => row.series === undefined)).toBe(true);

    // 112 days: two days a point, 56 points, the 19th and 20th in the last one.
    const long = PageAnalyticsReportSchema.parse(
      (await report("from=2026-08-01&to=2026-11-20&groupBy=method&series=true")).body,
    );
    expect(long.seriesDays).toBe(2);
    const manual = long.rows.find((row) => row.key === "manual");
    expect(manual?.series?.views).toHaveLength(56);
    expect(manual?.series?.views.at(-1)).toBe(manual?.views);
    expect(manual?.series?.views.slice(0, -1).every((views) => views === 0)).toBe(true);

    // By day the rows are the series already; without series=true nothing changes.
    const byDay = PageAnalyticsReportSchema.parse(
      (await report("from=2026-11-19&to=2026-11-20&groupBy=day&series=true")).body,
    );
    expect(byDay.seriesDays).toBeUndefined();
    expect(byDay.rows.every((row) => row.series === undefined)).toBe(true);
    const plain = PageAnalyticsReportSchema.parse((await report("from=2026-11-19&to=2026-11-20&groupBy=page")).body);
    expect(plain.rows.every((row) => row.series === undefined)).toBe(true);
  });

  it("when the report's query breaks its contract or no session is given, then 400 or 401 with what is wrong", async () => {
    expect((await t.json("/api/admin/analytics/pages")).status).toBe(401);
    const cases: [string, RegExp][] = [
      ["from=2026-11-20&to=2026-11-01", /from must not be after to/i],
      ["from=2025-01-01&to=2026-11-01", /at most 366 days/],
      ["from=2025-11-01", /at most 366 days/],
      // Year 0001 passes an ISO-date check; its comparison period would start before year 1 (was a 500): the
      // contract refuses any date outside the accepted range, and a report refuses to start before its first day.
      ["to=0001-01-05", /To: use a date between 1900-01-01 and 9000-12-31/],
      ["from=0001-01-01&to=0001-01-30", /From: use a date between 1900-01-01 and 9000-12-31/],
      ["to=1950-01-05", /The range must start after 2000-01-01/],
      ["from=1999-12-01&to=1999-12-30", /The range must start after 2000-01-01/],
      ["groupBy=week", /groupBy must be one of page, topic, audience, context, method, day/i],
      ["series=yes", /series must be true or false/i],
      ["from=yesterday", /From: must be a UTC day such as 2026-11-01/i],
    ];
    for (const [query, message] of cases) {
      const response = await report(query);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toMatch(message);
    }
    expect((await report("from=2025-11-20&to=2026-11-20")).status).toBe(200);
  });
  it("when one address floods the beacon, then it counts once per page, on a few pages at most", async () => {
    // A day of its own, so the report's figures above are not changed by it.
    now.at = new Date("2026-11-21T09:00:00Z");
    const before = await stored();
    const fixed = PUBLIC_ROUTE_ENTRIES.flatMap(([, route]) => (route.meta ? [route.paths[0]] : []));
    const locations = await t.app.database.db.selectFrom("locations").select("slug").execute();
    const paths = [...fixed, ...locations.flatMap(({ slug }) => addressesOf("locationRoutine", { slug }))];
    expect(paths.length).toBeGreaterThan(DEFAULT_PAGE_BUDGET.groupsPerClient);
    await Promise.all(Array.from({ length: 300 }, () => send(view("/reviews"), "203.0.113.9")));
    for (const path of paths) await send(view(path), "203.0.113.9");
    const added = (await stored()).reduce((sum, row) => sum + row.views, 0) - before.reduce((s, r) => s + r.views, 0);
    expect(added).toBe(DEFAULT_PAGE_BUDGET.groupsPerClient);
  }, 60_000);
});
