/**
 * The fleet end to end (`npm run test:fleet`, not part of `npm test`: it needs Debian's nginx with
 * libnginx-mod-http-cache-purge and a PostgreSQL server): the edge in front of two built instances on one database,
 * as `npm run fleet` starts them. TEST_DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test);
 * the test makes its own database there and drops it.
 */
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, type AdminSession, adminRequest, LANDING_PAGE, logIn } from "../bench/support/admin-api";
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
    // 200 different addresses at once from one client: each one a miss the instances would have to answer.
    const misses = await burst((i) => `${fleet.edgeUrl}/?scraper=${i}`);
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

  it("loses no request when an instance is killed (kill -9) under steady traffic", async () => {
    // 8 clients, each a request every 50 ms, on addresses that reach an instance every time (a new query each).
    const stream = steadyStream(8, (n) => `${fleet.edgeUrl}/movements?visit=${n}`, 50);
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
