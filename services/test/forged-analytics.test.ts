import { PageAnalyticsReportSchema } from "@movebreak/shared/contracts/page-analytics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beaconFrom, pageLoadTokenOf } from "./support/page-beacon";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

/** A page's row of one day: verified views and clicks, and the unverified ones counted apart. */
async function rowOf(t: TestApp, day: string, path: string) {
  await t.app.flushCounters();
  return t.app.database.db
    .selectFrom("pageAnalytics")
    .select(["views", "ctaClicks", "unverifiedViews", "unverifiedCtaClicks"])
    .where("day", "=", day)
    .where("path", "=", path)
    .executeTakeFirst();
}

/** A reader's load of `path`, and the token its page carries. */
async function load(t: TestApp, path: string): Promise<string> {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  const token = pageLoadTokenOf(await response.text());
  expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{22}$/);
  return token as string;
}

/** A page row's four figures, in the table's order. */
const counts = (views: number, ctaClicks: number, unverifiedViews: number, unverifiedCtaClicks: number) => ({
  views,
  ctaClicks,
  unverifiedViews,
  unverifiedCtaClicks,
});

async function send(t: TestApp, payload: object, address: string) {
  const response = await t.request("/api/analytics", beaconFrom(payload, address));
  expect(response.status).toBe(204);
}

describe("page analytics: a view or store click needs a page load the server saw", () => {
  let t: TestApp;
  const now = { at: new Date("2026-12-01T09:00:00Z") };
  beforeAll(async () => {
    t = await startTestApp({ clock: () => now.at, env: { TRUST_PROXY: "1" } });
  });
  afterAll(() => t.stop());

  it("when a reader loads a page and its script sends the token back, then the view and the click count", async () => {
    const token = await load(t, "/pricing");
    await send(t, { e: "view", p: "/pricing", t: token }, "198.51.100.1");
    await send(t, { e: "cta", p: "/pricing", t: token }, "198.51.100.1");
    expect(await rowOf(t, "2026-12-01", "/pricing")).toEqual(counts(1, 1, 0, 0));
  });

  it("when beacons come with no token, a made-up one or another page's, then they are counted apart as unverified", async () => {
    const terms = await load(t, "/terms");
    const hour = terms.split(".")[0];
    const forged = [undefined, "not a token", `${hour}.AAAAAAAAAAAAAAAAAAAAAA`, terms, `${hour}.${"x".repeat(22)}`];
    for (const [i, token] of forged.entries()) {
      await send(t, { e: "view", p: "/features", ...(token === undefined ? {} : { t: token }) }, `203.0.113.${i}`);
      await send(t, { e: "cta", p: "/features", ...(token === undefined ? {} : { t: token }) }, `203.0.113.${i}`);
    }
    expect(await rowOf(t, "2026-12-01", "/features")).toEqual(counts(0, 0, 5, 5));
  });

  it("when a token is older than a day or from the future, then its beacon is counted apart", async () => {
    const old = await load(t, "/reviews");
    now.at = new Date("2026-12-02T12:00:00Z"); // 27 hours later
    await send(t, { e: "view", p: "/reviews", t: old }, "198.51.100.2");
    const fresh = await load(t, "/reviews");
    expect(fresh).not.toBe(old);
    now.at = new Date("2026-12-02T10:00:00Z"); // an instance whose clock is two hours behind
    await send(t, { e: "view", p: "/reviews", t: fresh }, "198.51.100.3");
    expect(await rowOf(t, "2026-12-02", "/reviews")).toMatchObject({ views: 0, unverifiedViews: 2 });
    // Within the day it still counts (a page left open before its store link is followed).
    now.at = new Date("2026-12-03T09:00:00Z");
    const kept = await load(t, "/reviews");
    now.at = new Date("2026-12-03T23:00:00Z");
    await send(t, { e: "cta", p: "/reviews", t: kept }, "198.51.100.4");
    expect(await rowOf(t, "2026-12-03", "/reviews")).toMatchObject({ ctaClicks: 1, unverifiedCtaClicks: 0 });
  });

  it("when 50 addresses send a hand-made view and click each, then the report's figures do not move and the 50 show apart", async () => {
    now.at = new Date("2026-12-04T09:00:00Z");
    for (let i = 0; i < 50; i++) {
      await send(t, { e: "view", p: "/support" }, `192.0.2.${i}`);
      await send(t, { e: "cta", p: "/support" }, `192.0.2.${i}`);
    }
    await t.app.flushCounters();
    const session = await t.login();
    const answer = await t.json("/api/admin/analytics/pages?from=2026-12-04&to=2026-12-04", withSession(session));
    const report = PageAnalyticsReportSchema.parse(answer.body);
    expect(report.rows.find((row) => row.key === "/support")).toEqual({
      key: "/support",
      views: 0,
      ctaClicks: 0,
      ctaRate: 0,
      unverifiedViews: 50,
      unverifiedCtaClicks: 50,
    });
    expect(report.totals).toMatchObject({ views: 0, unverifiedViews: 50 });
  });

  it("when a page is rendered twice in one hour, then it is the same bytes (the token is the hour's, not the request's)", async () => {
    const first = await t.request("/pricing");
    const second = await t.request("/pricing");
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(pageLoadTokenOf(await second.text())).toBe(pageLoadTokenOf(await first.text()));
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("page analytics on two instances of one PostgreSQL database", () => {
  let a: TestApp;
  let b: TestApp;
  const now = { at: new Date("2026-12-05T09:00:00Z") };
  beforeAll(async () => {
    a = await startTestApp({ clock: () => now.at, env: { TRUST_PROXY: "1" } });
    b = await startTestApp({ clock: () => now.at, env: { TRUST_PROXY: "1" }, joins: a });
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  it("when one reader's loads and beacons go to both instances, then the page counts one view and one click", async () => {
    for (const instance of [a, b, a]) {
      const token = await load(instance, "/movements");
      await send(instance, { e: "view", p: "/movements", t: token }, "198.51.100.77");
      await send(instance, { e: "cta", p: "/movements", t: token }, "198.51.100.77");
      await instance.app.flushCounters();
    }
    // A second reader counts on either instance.
    await send(b, { e: "view", p: "/movements", t: await load(b, "/movements") }, "198.51.100.78");
    await b.app.flushCounters();
    expect(await rowOf(a, "2026-12-05", "/movements")).toEqual(counts(2, 1, 0, 0));
    // Readers are kept for today and yesterday only: the first write of a later day deletes the rest.
    now.at = new Date("2026-12-08T09:00:00Z");
    await send(a, { e: "view", p: "/movements", t: await load(a, "/movements") }, "198.51.100.77");
    await a.app.flushCounters();
    const days = await a.app.database.db
      .selectFrom("pageReaders")
      .select((eb) => eb.cast<string>("day", "text").as("day"))
      .distinct()
      .execute();
    expect(days.map((row) => row.day)).toEqual(["2026-12-08"]);
  });
});
