import { ADMIN_SESSION } from "@movebreak/shared/constants";
import { REACH_HOSTS, ReachReportSchema } from "@movebreak/shared/contracts/reach";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REACH_LIMITS } from "../src/reach/reach-counter";
import { addReachCounts } from "../src/reach/reach-repo";
import { waitUntil } from "./support/fake-steps";
import { startTestApp, type TestApp } from "./support/test-app";

const beacon = (payload: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "text/plain;charset=UTF-8", ...headers },
  body: typeof payload === "string" ? payload : JSON.stringify(payload),
});

/** Sends `count` requests, `parallel` at a time; answers their statuses. */
async function flood(count: number, parallel: number, send: (index: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        const response = await send(next++);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

async function storedRows(t: TestApp) {
  return t.app.database.db.selectFrom("reachCounts").select(["host", "location", "kind", "count"]).execute();
}

describe("reach beacons under a flood", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Seeded: a beacon counts only for a location of the catalog (armsOnly).
    t = await startTestApp();
  });
  afterAll(() => t.stop());

  it("when one address sends 10,000 beacons and thousands naming invented hosts, then no invented host is written and each row is counted a few times at most", async () => {
    const started = performance.now();
    const page = (host: string) => ({ referer: `https://${host}/post/1` });
    // 10,000 identical beacons from a page on flood.example (its Referer names it): all from 127.0.0.1.
    const same = await flood(10_000, 32, () =>
      t.request("/api/reach", beacon({ p: "s", e: "l", l: "armsOnly", h: "flood.example" }, page("flood.example"))),
    );
    // 400 made by hand, each naming a host nobody's browser confirms, script and iframe alike.
    const invented = await flood(400, 32, (i) =>
      t.request("/api/reach", beacon({ p: i % 2 ? "s" : "i", e: "p", l: "armsOnly", h: `host-${i}.example` })),
    );
    // 200 more whose Referer agrees with each invented host (a client can set its own headers).
    const forged = await flood(200, 32, (i) =>
      t.request(
        "/api/reach",
        beacon({ p: "s", e: "p", l: "armsOnly", h: `forged-${i}.example` }, page(`forged-${i}.example`)),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    expect(new Set([...same, ...invented, ...forged])).toEqual(new Set([204]));
    // stop() writes what is left (the test's database outlives the app).
    await t.app.stop();
    const rows = await storedRows(t);
    console.log(
      `reach flood: 10,600 beacons in ${seconds.toFixed(1)} s -> ${rows.length} rows: ${JSON.stringify(rows)}`,
    );
    const { countsPerClientKey, hostsPerClient } = DEFAULT_REACH_LIMITS;
    // The identical flood: one row, counted countsPerClientKey times.
    expect(rows.filter((row) => row.host === "flood.example")).toEqual([
      { host: "flood.example", location: "armsOnly", kind: "script_load", count: countsPerClientKey },
    ]);
    // Hosts nobody confirmed: none written under its name, all in (unverified), capped like any host.
    expect(rows.some((row) => row.host.startsWith("host-"))).toBe(false);
    const unverified = rows.filter((row) => row.host === REACH_HOSTS.unverified);
    expect(unverified.map((row) => row.kind).sort()).toEqual(["iframe_play", "script_play"]);
    expect(unverified.every((row) => row.count === countsPerClientKey)).toBe(true);
    // Forged Referers: the address's daily host budget (two hosts already taken), one count each.
    const forgedRows = rows.filter((row) => row.host.startsWith("forged-"));
    expect(forgedRows).toHaveLength(hostsPerClient - 2);
    expect(forgedRows.every((row) => row.count === 1)).toBe(true);
    expect(rows).toHaveLength(1 + 2 + hostsPerClient - 2);
  }, 180_000);
});

describe("reach over HTTP", () => {
  let t: TestApp;
  let session: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: "1" } });
    session = { [ADMIN_SESSION.headerName]: await t.login() };
  });
  afterAll(() => t.stop());

  it("when reach is read without a session, then 401", async () => {
    expect((await t.request("/api/admin/reach")).status).toBe(401);
    expect((await t.request("/api/admin/reach?from=2026-11-01&to=2026-11-25")).status).toBe(401);
  });

  /** The proof the frame page /embed/armsOnly writes for the page framing it (its request's Referer), if any. */
  async function frameProof(headers: Record<string, string>): Promise<string | undefined> {
    const response = await t.request("/embed/armsOnly", { headers });
    expect(response.status).toBe(200);
    const config = /<script type="application\/json" id="[^"]+-frame">([^<]*)<\/script>/.exec(await response.text());
    return JSON.parse(config?.[1] ?? "{}").hostProof;
  }

  it("when players load and play on other sites and /try is opened from a link, then each host shows in the report", async () => {
    const framedBy = await frameProof({ referer: "https://frames.example/lesson/3" });
    expect(framedBy).toEqual(expect.any(String));
    expect(await frameProof({})).toBeUndefined();
    const blog = { referer: "https://blog.example/post/1" };
    const counted = [
      beacon({ p: "s", e: "l", l: "armsOnly", h: "Blog.Example" }, blog),
      beacon({ p: "s", e: "l", l: "armsOnly", h: "blog.example" }, blog),
      beacon({ p: "s", e: "p", l: "armsOnly", h: "blog.example" }, blog),
      // A host page that sends no Referer: its Origin confirms the host.
      beacon({ p: "s", e: "l", l: "armsOnly", h: "quiet.example" }, { origin: "https://quiet.example" }),
      // No hostname in the payload: the Referer's hostname (the script player's host page).
      beacon({ p: "s", e: "l", s: "neck-saver" }, { referer: "https://news.example/story?id=1" }),
      // The iframe player, with the proof its frame page was given for the page framing it.
      beacon({ p: "i", e: "l", l: "armsOnly", h: "frames.example", v: framedBy }),
      // An iframe player that could not tell who frames it: its Referer is our own frame page, not a host.
      beacon({ p: "i", e: "l", l: "armsOnly" }, { referer: "https://movebreak.test/embed/armsOnly" }),
      // Hosts nobody confirms: another page's Referer, no header at all, another host's proof, a made-up proof.
      beacon({ p: "s", e: "l", l: "armsOnly", h: "invented.example" }, blog),
      beacon({ p: "s", e: "l", l: "armsOnly", h: "invented.example" }),
      beacon({ p: "i", e: "l", l: "armsOnly", h: "invented.example", v: framedBy }),
      beacon({ p: "i", e: "l", l: "armsOnly", h: "invented.example", v: "made-up-proof-000000000" }),
    ];
    // Each from a visitor of its own (behind the proxy), so no address's daily budget is what limits them.
    for (const [index, init] of counted.entries()) {
      const headers = { ...(init.headers as Record<string, string>), "x-forwarded-for": `198.51.100.${index + 1}` };
      expect((await t.request("/api/reach", { ...init, headers })).status).toBe(204);
    }
    const open = await t.request("/try/neck-saver", { headers: { referer: "https://forum.example/thread/7" } });
    expect(open.status).toBe(200);
    await open.text();

    // Opted out (Do Not Track, Global Privacy Control): answered the same, counted nowhere.
    for (const headers of [{ dnt: "1" }, { "sec-gpc": "1" }] as Record<string, string>[]) {
      const privatePage = { ...headers, referer: "https://private.example/" };
      expect(
        (await t.request("/api/reach", beacon({ p: "s", e: "l", l: "armsOnly", h: "private.example" }, privatePage)))
          .status,
      ).toBe(204);
      await (await t.request("/try/neck-saver", { headers: privatePage })).text();
    }

    // Written within a few seconds (the counter flushes every 5 s; the issue allows 60).
    const report = await waitUntil(
      "forum.example in the report",
      async () => (await t.json("/api/admin/reach", { headers: session })).body,
      (body) => body.hosts.some((row: { host: string }) => row.host === "forum.example"),
      60_000,
    );
    const parsed = ReachReportSchema.parse(report);
    const host = (name: string) => parsed.hosts.find((row) => row.host === name);
    expect(host("blog.example")).toEqual({ host: "blog.example", loads: 2, plays: 1, opens: 0, playRate: 0.5 });
    expect(host("quiet.example")).toMatchObject({ loads: 1 });
    expect(host("news.example")).toMatchObject({ loads: 1, plays: 0 });
    expect(host("frames.example")).toMatchObject({ loads: 1 });
    expect(host("forum.example")).toMatchObject({ loads: 0, opens: 1 });
    expect(host("private.example")).toBeUndefined();
    expect(host("invented.example")).toBeUndefined();
    expect(host(REACH_HOSTS.unverified)).toMatchObject({ loads: 4, plays: 0 });
    expect(host("(unknown)")).toMatchObject({ loads: 1 });
    expect(host("movebreak.test")).toBeUndefined();
    expect(parsed.days).toHaveLength(30);
    const today = parsed.days.at(-1);
    expect(today).toMatchObject({ loads: 10, plays: 1, opens: 1, iframeLoads: 4 });
    expect(parsed.totals).toEqual({ loads: 10, plays: 1, opens: 1, hosts: 7 });
  }, 90_000);

  it("when hosts were counted on several days, then the report gives each host's figures per day beside its totals", async () => {
    await addReachCounts(t.app.database.db, [
      { day: "2026-10-01", host: "daily.example", location: "armsOnly", kind: "script_load", count: 3 },
      { day: "2026-10-01", host: "daily.example", location: "armsOnly", kind: "script_play", count: 1 },
      { day: "2026-10-03", host: "daily.example", location: "neckOnly", kind: "iframe_load", count: 2 },
      { day: "2026-10-03", host: "other.example", location: "armsOnly", kind: "try_open", count: 4 },
      { day: "2026-10-03", host: "daily.example", location: "armsOnly", kind: "script_play", count: 2 },
    ]);
    const { status, body } = await t.json("/api/admin/reach?from=2026-10-01&to=2026-10-03", { headers: session });
    expect(status).toBe(200);
    const parsed = ReachReportSchema.parse(body);
    expect(parsed.hosts).toEqual([
      { host: "daily.example", loads: 5, plays: 3, opens: 0, playRate: 0.6 },
      { host: "other.example", loads: 0, plays: 0, opens: 4, playRate: 0 },
    ]);
    // Oldest day first, then the hosts' order; a day a host had nothing is left out.
    expect(parsed.dayHosts).toEqual([
      { day: "2026-10-01", host: "daily.example", loads: 3, plays: 1, opens: 0, playRate: 1 / 3 },
      { day: "2026-10-03", host: "daily.example", loads: 2, plays: 2, opens: 0, playRate: 1 },
      { day: "2026-10-03", host: "other.example", loads: 0, plays: 0, opens: 4, playRate: 0 },
    ]);
  });

  it("when a beacon names a location or shared routine the catalog lacks, then 400 saying so, and nothing is counted", async () => {
    await t.app.flushCounters();
    const before = await storedRows(t);
    const blog = { referer: "https://blog.example/post/1" };
    for (const [payload, message] of [
      [{ p: "s", e: "l", l: "noSuchPlace", h: "blog.example" }, /l must be the id of a location in the catalog/],
      [{ p: "i", e: "p", l: "fakeLocation7" }, /l must be the id of a location in the catalog/],
      [{ p: "s", e: "l", s: "no-such-key" }, /s must be the key of a shared routine/],
    ] as const) {
      const answer = await t.json("/api/reach", beacon(payload, blog));
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    await t.app.flushCounters();
    expect(await storedRows(t)).toEqual(before);
  });

  it("when a beacon or a query breaks its contract, then 400 and nothing is counted", async () => {
    for (const body of [
      "not json",
      "{}",
      JSON.stringify({ p: "s", e: "l" }),
      JSON.stringify({ p: "x", e: "l", l: "a" }),
    ]) {
      expect((await t.request("/api/reach", beacon(body))).status).toBe(400);
    }
    expect((await t.request("/api/reach", beacon("x".repeat(2_000)))).status).toBe(413);
    expect((await t.json("/api/admin/reach?from=2026-11-20&to=2026-11-01", { headers: session })).status).toBe(400);
    expect((await t.json("/api/admin/reach?from=2020-01-01&to=2026-11-01", { headers: session })).status).toBe(400);
    expect((await t.json("/api/admin/reach?from=yesterday", { headers: session })).status).toBe(400);
    const ranged = await t.json("/api/admin/reach?from=2026-10-30&to=2026-11-02", { headers: session });
    expect(ranged.body.days.map((day: { day: string }) => day.day)).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
  });
});
