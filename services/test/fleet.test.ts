import { connect } from "node:net";
import type { StepName } from "@movebreak/shared/automation";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkflowSteps } from "../src/automation/workflow-steps";
import { crashRecorder } from "./support/crash-recorder";
import { fakeSteps, waitUntil } from "./support/fake-steps";
import { SAMPLE_LANDING_PAGE } from "./support/landing-page-fixture";
import { openSse } from "./support/sse-client";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";
import { postJson, startTestApp, TEST_ADMIN_TOKEN, type TestApp, withSession } from "./support/test-app";

/**
 * Issue 32, items 2 and 4: two app instances on one PostgreSQL database, as a fleet behind an edge runs them.
 * A change made through one is seen on the other within a second (LISTEN/NOTIFY), counters merge in the
 * database, and an instance that stops finishes what it was doing and leaves the rest to the other.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;

/** Polls `read` until `done`; answers how long it took, in ms. */
async function msUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<number> {
  const began = Date.now();
  await waitUntil("the change to show", read, done, timeoutMs);
  return Date.now() - began;
}

const html = async (t: TestApp, path: string) => (await t.request(path, { headers: { accept: "text/html" } })).text();

describe.skipIf(!SERVER_URL)("two instances on one PostgreSQL database", () => {
  let proxy: TcpProxy;
  /** The first instance (it owns the database). */
  let a: TestApp;
  /** The second, reaching the database through a proxy the test can cut. */
  let b: TestApp;
  let session: string;
  const recorder = crashRecorder();

  beforeAll(async () => {
    recorder.start();
    const server = new URL(SERVER_URL as string);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    // Each visitor by its X-Forwarded-For (as behind the edge), so the counters see distinct clients.
    a = await startTestApp({ env: { TRUST_PROXY: "1" } });
    b = await startTestApp({ joins: a, env: { TRUST_PROXY: "1" }, connectThrough: (url) => proxy.through(url) });
    session = await a.login();
  });
  afterAll(async () => {
    proxy?.heal();
    await b?.stop();
    await a?.stop();
    await proxy?.close();
    recorder.stop();
  });

  it("when a landing page is edited on one instance, then the other's public page shows the edit within 1 s of the answer", async () => {
    // Made on B (which ignores its own notices): only the edit's notification can empty B's cache.
    const page = { slug: "fleet-wrist-relief", ...SAMPLE_LANDING_PAGE };
    const created = await b.json("/api/admin/landing-pages/manual", withSession(await b.login(), postJson(page)));
    expect(created.status).toBe(201);
    // Read on B twice: the page is now in B's cache (kept 10 s unless emptied).
    expect(await html(b, `/pages/${page.slug}`)).toContain(page.heroHeadline);
    expect(await html(b, `/pages/${page.slug}`)).toContain(page.heroHeadline);

    const edited = await a.json(
      `/api/admin/landing-pages/${created.body.page.id}`,
      withSession(session, { ...postJson({ ...page, heroHeadline: "Your wrists, rested" }), method: "PUT" }),
    );
    expect(edited.status).toBe(200);
    const ms = await msUntil(
      () => html(b, `/pages/${page.slug}`),
      (text) => text.includes("Your wrists, rested"),
      1_000,
    );
    expect(ms).toBeLessThan(1_000);
  });

  it("when a session is revoked on one instance, then the other refuses its writes at once, its reads and its event stream within 1 s, and it cannot log anyone out", async () => {
    const operator = await a.login();
    const intruder = await b.login();
    // B has just confirmed the intruder's session (its reads would be answered from memory).
    expect((await b.request("/api/admin/sessions", withSession(intruder))).status).toBe(200);
    const stream = await openSse(`${b.url}/api/automation/events/stream`, { "x-admin-session": intruder });
    expect(stream.status).toBe(200);
    const streamEnded = stream.ended.then(() => Date.now());

    const label = (await b.json("/api/admin/sessions", withSession(intruder))).body.sessions.find(
      (row: { current: boolean }) => row.current,
    ).label;
    const revoked = await a.request(`/api/admin/sessions/${label}`, withSession(operator, { method: "DELETE" }));
    expect(revoked.status).toBe(200);
    const answered = Date.now();

    // A write asks the database (and holds the session in its transaction): refused at once.
    const write = await b.request("/api/admin/sessions/revoke-others", withSession(intruder, { method: "POST" }));
    expect(write.status).toBe(401);
    expect((await a.request("/api/admin/sessions", withSession(operator))).status).toBe(200);
    const ms = await msUntil(
      async () => (await b.request("/api/admin/sessions", withSession(intruder))).status,
      (status) => status === 401,
      1_000,
    );
    expect(ms).toBeLessThan(1_000);
    expect((await streamEnded) - answered).toBeLessThan(1_000);
  });

  it("when locations are imported on one instance, then the other's public list shows them within 1 s of the answer", async () => {
    const titles = async (t: TestApp) =>
      ((await t.json("/api/locations")).body as { title: string }[]).map((location) => location.title);
    expect(await titles(a)).not.toContain("Fleet Standing Desk");
    const exported = (await b.json("/api/admin/export-locations", withSession(await b.login()))).body;
    const renamed = exported.data.map((location: { title: string }, index: number) =>
      index === 0 ? { ...location, title: "Fleet Standing Desk" } : location,
    );
    const imported = await b.json(
      "/api/admin/import-locations",
      withSession(await b.login(), postJson({ data: renamed, mode: "upsert", confirmDeletions: true })),
    );
    expect(imported.status).toBe(200);
    const ms = await msUntil(
      () => titles(a),
      (list) => list.includes("Fleet Standing Desk"),
      1_000,
    );
    expect(ms).toBeLessThan(1_000);
  });

  it("when visitors are counted on both instances, then the stored page views, routine opens and reach are the sums", async () => {
    const page = { slug: "fleet-counted-page", ...SAMPLE_LANDING_PAGE };
    expect((await a.json("/api/admin/landing-pages/manual", withSession(session, postJson(page)))).status).toBe(201);
    const opensBefore = (await a.json("/api/shared-movebreaks/afternoon-energy")).body.opens as number;
    const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };
    const visitors = { a: ["198.51.100.1", "198.51.100.2", "198.51.100.3"], b: ["198.51.100.4", "198.51.100.5"] };
    for (const [t, addresses] of [
      [a, visitors.a],
      [b, visitors.b],
    ] as const) {
      for (const address of addresses) {
        const from = { ...browser, "x-forwarded-for": address };
        // A view counts once its body has been read to the end.
        await (await t.request(`/pages/${page.slug}`, { headers: from })).arrayBuffer();
        const opened = await t.json("/api/shared-movebreaks/afternoon-energy/increment-opens", {
          method: "POST",
          headers: from,
        });
        expect(opened.status).toBe(200);
        const beacon = await t.request("/api/reach", {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", referer: "https://fleet.example/post", ...from },
          body: JSON.stringify({ p: "s", e: "l", l: "armsOnly", h: "fleet.example" }),
        });
        expect(beacon.status).toBe(204);
      }
    }
    // Both write at the same moment: each adds its own counts to the same rows.
    await Promise.all([a.app.flushCounters(), b.app.flushCounters()]);

    const stored = await a.app.database.db
      .selectFrom("landingPages")
      .select("pageViews")
      .where("slug", "=", page.slug)
      .executeTakeFirstOrThrow();
    expect(stored.pageViews).toBe(5);
    expect((await b.json("/api/shared-movebreaks/afternoon-energy")).body.opens).toBe(opensBefore + 5);
    const reach = await a.json("/api/admin/reach", withSession(session));
    expect(reach.body.hosts.find((row: { host: string }) => row.host === "fleet.example")).toMatchObject({ loads: 5 });
  });

  it("when the other instance's listener loses its database while a page is edited, then it does not crash, and shows the edit once it listens again", async () => {
    // Made on B: B ignores its own notice, so no notification of the making can empty B's cache late.
    const page = { slug: "fleet-outage-page", ...SAMPLE_LANDING_PAGE };
    const created = await b.json("/api/admin/landing-pages/manual", withSession(await b.login(), postJson(page)));
    expect(created.status).toBe(201);
    expect(await html(b, `/pages/${page.slug}`)).toContain(page.heroHeadline);
    // Cached on B from now on: without a notification it would show the old page until 10 s from here.
    const cachedAt = Date.now();
    proxy.cut();
    const edited = await a.json(
      `/api/admin/landing-pages/${created.body.page.id}`,
      withSession(session, { ...postJson({ ...page, heroHeadline: "Edited while B was away" }), method: "PUT" }),
    );
    expect(edited.status).toBe(200);
    // B missed the notification: its cache still has the page as it was.
    const during = await b.request(`/pages/${page.slug}`, { headers: { accept: "text/html" } });
    expect(during.status).toBe(200);
    expect(await during.text()).toContain(page.heroHeadline);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    proxy.heal();
    const healedAt = Date.now();
    await waitUntil(
      "B to show the edit",
      () => html(b, `/pages/${page.slug}`),
      (text) => text.includes("Edited while B was away"),
      5_000,
    );
    // Emptied when its listener connected again (it retries every second), well before the cache's 10 s.
    expect(Date.now() - healedAt).toBeLessThan(3_000);
    expect(Date.now() - cachedAt).toBeLessThan(10_000);
    expect(recorder.crashes).toEqual([]);
  });
});

/** Steps that wait, on one instance, while `held` is set; every call is recorded with the instance's name. */
function heldSteps(instance: string, calls: { instance: string; step: StepName; runId: string }[]) {
  let release: () => void = () => undefined;
  let held: Promise<void> | undefined = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fake = fakeSteps();
  const steps = Object.fromEntries(
    Object.entries(fake.steps).map(([step, run]) => [
      step,
      async (input: { runId: string; signal: AbortSignal }) => {
        calls.push({ instance, step: step as StepName, runId: input.runId });
        if (held) await held;
        return (run as (input: { runId: string; signal: AbortSignal }) => Promise<unknown>)(input);
      },
    ]),
  ) as unknown as WorkflowSteps;
  return {
    steps,
    release() {
      held = undefined;
      release();
    },
  };
}

/** A POST whose body is sent in two halves: in flight from the first half until `finish()`. */
function slowLogin(url: string) {
  const body = JSON.stringify({ token: TEST_ADMIN_TOKEN });
  const { port } = new URL(url);
  const socket = connect(Number(port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.on("error", () => undefined);
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const half = Math.floor(body.length / 2);
  return {
    async begin() {
      await connected;
      socket.write(
        `POST /api/admin/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
      );
    },
    finish() {
      socket.write(body.slice(half));
    },
    /** The status lines the server answered on this connection, in order. */
    statuses: async () => [...(await closed).matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1])),
  };
}

/** The error code of a new TCP connection to the server at `url`, or "connected". */
function connectionError(url: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(url).port), "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve("connected");
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe.skipIf(!SERVER_URL)("an instance that stops while the other goes on (PostgreSQL)", () => {
  const calls: { instance: string; step: StepName; runId: string }[] = [];
  const held = { p: heldSteps("p", calls), s: heldSteps("s", calls) };
  let p: TestApp;
  let s: TestApp;

  beforeAll(async () => {
    // Each instance tells load balancers it is leaving for 300 ms before it stops accepting.
    p = await startTestApp({ steps: held.p.steps, env: { STOP_DRAIN_MS: "300" } });
    s = await startTestApp({ joins: p, steps: held.s.steps, env: { STOP_DRAIN_MS: "300" } });
  });
  afterAll(async () => {
    held.p.release();
    held.s.release();
    await s?.stop();
    await p?.stop();
  });

  it("when it is stopped with requests and a run step in flight, then /readyz says 503 at once, the requests finish with 200, new connections are then refused, and the other instance finishes the run", async () => {
    const session = await p.login();
    expect((await p.json("/api/automation/start", withSession(session, { method: "POST" }))).status).toBe(200);
    // The run's first step begins on whichever instance's worker took the job, and waits there.
    await waitUntil(
      "a run's first step",
      async () => calls.length,
      (count) => count > 0,
    );
    const first = calls[0] as (typeof calls)[number];
    const [stopping, other] = first.instance === "p" ? [p, s] : [s, p];
    const otherName = first.instance === "p" ? "s" : "p";
    // The other instance runs its steps at once: it takes over after the handover.
    held[otherName].release();

    const inFlight = [slowLogin(stopping.url), slowLogin(stopping.url), slowLogin(stopping.url)];
    for (const request of inFlight) await request.begin();
    expect((await stopping.json("/readyz")).status).toBe(200);
    const stopped = stopping.app.stop();
    // At once /readyz says the instance is leaving, while it still answers everything else.
    expect(await stopping.json("/readyz")).toMatchObject({ status: 503, body: { status: "stopping" } });
    expect((await stopping.json("/healthz")).status).toBe(200);
    expect((await other.json("/readyz")).status).toBe(200);
    // Then the listener closes: a new connection is refused (the edge tries another instance).
    await waitUntil(
      "the listener to close",
      async () => stopping.app.server.listening,
      (listening) => !listening,
    );
    expect(await connectionError(stopping.url)).toBe("ECONNREFUSED");
    for (const request of inFlight) request.finish();
    expect(await Promise.all(inFlight.map((request) => request.statuses()))).toEqual([[200], [200], [200]]);
    // Once the server has let its requests finish, the step in flight ends; the run is handed on before step 2.
    held[first.instance as "p" | "s"].release();
    await stopped;

    const runId = first.runId;
    const events = async () =>
      (
        await other.app.database.executeSql(
          "select type, data->>'step' as step, data->>'reason' as reason from automation_events where data->>'runId' = $1 order by seq",
          [runId],
        )
      ).rows as { type: string; step: string | null }[];
    const ended = await waitUntil(
      "the run to end on the other instance",
      events,
      (rows) => rows.some((row) => ["RunCompleted", "RunFailed", "RunAborted"].includes(row.type)),
      30_000,
    );
    expect(ended.filter((row) => row.type === "RunAborted")).toEqual([]);
    expect(ended.at(-1)?.type).toBe("RunCompleted");
    // The first step ran once, on the stopping instance; every later one on the other.
    const ran = calls.filter((call) => call.runId === runId);
    expect(ran[0]).toMatchObject({ instance: first.instance, step: first.step });
    expect(ran.slice(1).every((call) => call.instance === otherName)).toBe(true);
    expect(ran.filter((call) => call.step === first.step)).toHaveLength(1);
  }, 60_000);
});
