/**
 * The fleet end to end (`npm run test:fleet`, not part of `npm test`: it needs Debian's nginx with
 * libnginx-mod-http-cache-purge and a PostgreSQL server): the edge in front of two built instances on one database,
 * as `npm run fleet` starts them. TEST_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test);
 * the test makes its own database there and drops it.
 */
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, type AdminSession, adminRequest, LANDING_PAGE, logIn } from "../bench/support/admin-api";
import { EDGE_DEFAULTS } from "../edge/render-config";
import { flood, madeUpSession, senderFrom } from "../security/target";
import { databaseUrlFor, dropDatabase, ensureDatabase } from "./database";
import { type Fleet, startFleet } from "./fleet";
import { agentFor, clientAddress, getFrom, steadyStream } from "./loopback-client";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "../..");
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `mb_fleet_${randomBytes(5).toString("hex")}`;

let fleet: Fleet;
let admin: AdminSession;
let pageId: string;
const pagePath = `/pages/${LANDING_PAGE.slug}`;

const cacheStatus = (res: Response) => res.headers.get("x-cache-status");
/** The files of the edge's cache: one per kept entry. */
const cacheEntries = () =>
  readdirSync(join(fleet.edge.dir, "cache"), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

beforeAll(async () => {
  await ensureDatabase(serverUrl, databaseName);
  fleet = await startFleet({
    repoRoot,
    databaseUrl: databaseUrlFor(serverUrl, databaseName),
    adminToken: ADMIN_TOKEN,
  });
  // The operator works through the edge, as on a real site (login, then the Page Manager's save).
  admin = await logIn(fleet.edgeUrl);
  const created = await adminRequest<{ page: { id: string } }>(
    admin,
    "POST",
    "/api/admin/landing-pages/manual",
    LANDING_PAGE,
  );
  pageId = created.page.id;
});

afterAll(async () => {
  await fleet?.stop();
  await dropDatabase(serverUrl, databaseName);
});

describe("the fleet behind the edge", () => {
  it("serves a built script from an instance once, then from the edge", async () => {
    const html = await (await fetch(`${fleet.edgeUrl}/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(script).toBeDefined();
    const first = await fetch(`${fleet.edgeUrl}${script}`);
    const second = await fetch(`${fleet.edgeUrl}${script}`);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([cacheStatus(first), cacheStatus(second)]).toEqual(["MISS", "HIT"]);
    expect(await second.text()).toBe(await first.text());
  });

  it("keeps a public page at the edge: the first request renders it on an instance, the second is the edge's copy", async () => {
    const first = await fetch(`${fleet.edgeUrl}${pagePath}`);
    const second = await fetch(`${fleet.edgeUrl}${pagePath}`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(LANDING_PAGE.heroHeadline);
    expect([cacheStatus(first), cacheStatus(second)]).toEqual(["MISS", "HIT"]);
  });

  it("sends a crowd arriving at once on a page the edge does not have to an instance once", async () => {
    const url = `${fleet.edgeUrl}/movements?campaign=launch-day`;
    const crowd = await Promise.all(Array.from({ length: 20 }, () => fetch(url)));
    expect(crowd.map((res) => res.status)).toEqual(crowd.map(() => 200));
    const statuses = crowd.map(cacheStatus);
    expect(statuses.filter((s) => s === "MISS")).toEqual(["MISS"]);
    expect(statuses.filter((s) => s === "HIT")).toHaveLength(19);
  });

  it("shows an operator's edit at once: the save purges the page from the edge", async () => {
    expect(cacheStatus(await fetch(`${fleet.edgeUrl}${pagePath}`))).toBe("HIT");
    const heroHeadline = "Desk Stretches Between Two Deploys";
    await adminRequest(admin, "PUT", `/api/admin/landing-pages/${pageId}`, { ...LANDING_PAGE, heroHeadline });
    // The purge follows the commit (it may land a moment after the save's answer): the first copy that shows
    // the edit is a fresh render, not the edge's old one.
    await expect
      .poll(async () => {
        const res = await fetch(`${fleet.edgeUrl}${pagePath}`);
        return { status: cacheStatus(res), edited: (await res.text()).includes(heroHeadline) };
      })
      .toEqual({ status: "MISS", edited: true });
  });

  it("limits a client's requests that reach the instances, but never its cache hits", async () => {
    const html = await (await fetch(`${fleet.edgeUrl}/`)).text();
    const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    const agent = agentFor(clientAddress(900), 8);
    const burst = async (urlOf: (i: number) => string) => {
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 8)
        statuses.push(
          ...(await Promise.all(Array.from({ length: 8 }, (_, j) => getFrom(urlOf(i + j), agent)))).map(
            (a) => a.status,
          ),
        );
      return statuses;
    };
    // 200 different addresses at once from one client: each one a miss the instances would have to answer (a
    // page's query is not part of its key, so each is a path of its own: an unknown page, kept as a 404).
    const misses = await burst((i) => `${fleet.edgeUrl}/pages/scraper-${i}`);
    expect(misses.filter((s) => s === 429).length).toBeGreaterThan(0);
    // The same client right after, on a page the edge holds: all answered.
    const hits = await burst(() => `${fleet.edgeUrl}${script}`);
    expect(hits.every((s) => s === 200)).toBe(true);
    agent.destroy();
  });

  it("ends a session everywhere at once: revoked on one instance, refused on the other within 1 s, for reads and writes", async () => {
    const [a, b] = fleet.instances;
    const operator = await logIn(a?.origin ?? "");
    const intruder = await logIn(b?.origin ?? "");
    const asIntruder = (method: "GET" | "POST", path: string) =>
      fetch(`${b?.origin}${path}`, { method, headers: { ...intruder.headers, origin: b?.origin ?? "" } });
    // B has the intruder's session confirmed in memory (its reads would be answered without the database).
    expect((await asIntruder("GET", "/api/admin/sessions")).status).toBe(200);
    const { sessions } = await adminRequest<{ sessions: { label: string; current: boolean }[] }>(
      intruder,
      "GET",
      "/api/admin/sessions",
    );
    const label = sessions.find((session) => session.current)?.label;
    await adminRequest(operator, "DELETE", `/api/admin/sessions/${label}`);
    const revokedAt = Date.now();
    // A write is refused at once: it cannot end the operator's session.
    expect((await asIntruder("POST", "/api/admin/sessions/revoke-others")).status).toBe(401);
    let refusedAt: number | undefined;
    while (refusedAt === undefined && Date.now() - revokedAt < 2_000) {
      if ((await asIntruder("GET", "/api/admin/sessions")).status === 401) refusedAt = Date.now();
    }
    expect(refusedAt).toBeDefined();
    expect((refusedAt ?? Number.POSITIVE_INFINITY) - revokedAt).toBeLessThan(1_000);
    expect(
      (await adminRequest<{ sessions: unknown[] }>(operator, "GET", "/api/admin/sessions")).sessions.length,
    ).toBeGreaterThan(0);
  });

  it("budgets requests that carry made-up sessions in their own zone: the edge refuses the flood, with no-store", async () => {
    // Before this zone they were not counted at all: every one reached an instance (and a session lookup there).
    const sender = senderFrom(950, 16);
    const replies = await flood(sender, fleet.edgeUrl, 300, 16, (i) => ({
      path: "/api/admin/session",
      headers: madeUpSession(i),
    }));
    sender.close();
    const refused = replies.filter((r) => r.status === 429 && !r.fromApp);
    const reached = replies.filter((r) => r.fromApp);
    expect(refused.length).toBeGreaterThan(0);
    // The burst, and what the rate refills while the flood runs (it takes well under a second here).
    expect(reached.length).toBeLessThan(EDGE_DEFAULTS.sessionRateBurst + 50);
    expect(refused.every((r) => r.headers["cache-control"] === "no-store")).toBe(true);
  });

  it("keeps one entry per page whatever the query, and one purge clears every spelling of its address", async () => {
    expect((await fetch(`${fleet.edgeUrl}${pagePath}`)).status).toBe(200);
    const before = cacheEntries();
    const randomQueries = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${fleet.edgeUrl}${pagePath}?${randomBytes(6).toString("hex")}=1`)),
    );
    expect(randomQueries.every((res) => res.status === 200)).toBe(true);
    // The page's entry answers them all (one MISS at most: the last edit's purge may still be arriving).
    expect(randomQueries.filter((res) => cacheStatus(res) !== "HIT").length).toBeLessThanOrEqual(1);
    expect(cacheEntries()).toBeLessThanOrEqual(before + 1);

    // Raw requests: fetch would drop the bare "?". The %-encoded spelling is the app's 301 to the page.
    const sender = senderFrom(951);
    const escaped = `/pages/%${LANDING_PAGE.slug.charCodeAt(0).toString(16)}${LANDING_PAGE.slug.slice(1)}`;
    const spellings = [`${pagePath}?utm_source=x`, `${pagePath}?`, pagePath];
    const read = async (address: string) => {
      const reply = await sender.send("GET", `${fleet.edgeUrl}${address}`);
      return { status: reply.status, cache: reply.headers["x-cache-status"], body: reply.body };
    };
    // Each spelling read once: with a key of its own, each would now hold the page as it is before the edit.
    for (const address of spellings) expect((await read(address)).status).toBe(200);
    const moved = await sender.send("GET", `${fleet.edgeUrl}${escaped}`);
    expect([moved.status, moved.headers.location]).toEqual([301, pagePath]);

    const heroHeadline = "One Purge For Every Spelling";
    await adminRequest(admin, "PUT", `/api/admin/landing-pages/${pageId}`, { ...LANDING_PAGE, heroHeadline });
    await expect.poll(async () => (await read(pagePath)).body.includes(heroHeadline)).toBe(true);
    for (const address of spellings) expect((await read(address)).body, address).toContain(heroHeadline);
    sender.close();
  });

  it("lets an import's body through as large as the app takes, and marks the edge's own 413 on admin paths no-store", async () => {
    const sender = senderFrom(952);
    const body = JSON.stringify({ mode: "append", data: "x".repeat(2 * 1024 * 1024) });
    const headers = { ...admin.headers, "content-type": "application/json", origin: fleet.edgeUrl };
    const imported = await sender.send("POST", `${fleet.edgeUrl}/api/admin/import-locations`, { headers, body });
    // The app read it (and judged it: 400 for the padding), where the edge used to refuse anything over 1 MB.
    expect([imported.status, imported.fromApp]).toEqual([400, true]);
    const login = await sender.send("POST", `${fleet.edgeUrl}/api/admin/login`, { headers, body });
    expect([login.status, login.fromApp, login.headers["cache-control"]]).toEqual([413, false, "no-store"]);
    sender.close();
  });

  it("loses no request when an instance is killed (kill -9) under steady traffic", async () => {
    // 8 clients, each a request every 50 ms, on addresses that reach an instance every time (an API read's query
    // is part of its key: a new one each).
    const stream = steadyStream(8, (n) => `${fleet.edgeUrl}/api/locations?visit=${n}`, 50);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [victim] = fleet.instances;
    await victim?.kill();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const answers = await stream.stop();
    expect(answers.length).toBeGreaterThan(100);
    const failed = answers.filter((a) => a.status !== 200);
    expect(failed).toEqual([]);
  });
});
