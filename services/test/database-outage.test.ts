import { locationPath, locationSlug } from "@movebreak/shared/slug";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHealthChange } from "../src/db/database-health";
import { isDatabaseUnavailable } from "../src/db/database-unavailable";
import { withClient } from "../src/db/with-client";
import { crashRecorder } from "./support/crash-recorder";
import { fakeSteps, waitUntil } from "./support/fake-steps";
import { captureLogs } from "./support/log-capture";
import { startTcpProxy, type TcpProxy } from "./support/tcp-proxy";
import { postJson, startTestApp, type TestApp, withSession } from "./support/test-app";
import { createTestDatabase } from "./support/test-database";

/**
 * Issue 31, item 2: the server outlives its database. These drills take a real PostgreSQL away (through a TCP
 * proxy this test controls: the shared cluster itself is never stopped) and give it back.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const FAST = { AUTOMATION_MINUTE_MS: "200", AUTOMATION_STEP_TIMEOUT_MS: "5000" };
const UNAVAILABLE = { error: "Database unavailable; try again shortly" };

describe.skipIf(!SERVER_URL)("when the database goes away while the server works (PostgreSQL)", () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const logs = captureLogs();
  const fake = fakeSteps();
  const recorder = crashRecorder();
  /** The app's database, reached directly (not through the proxy): what the test checks from outside. */
  let directUrl: string;

  beforeAll(async () => {
    recorder.start();
    const server = new URL(SERVER_URL as string);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await startTestApp({
      steps: fake.steps,
      env: { ...FAST, LOG_LEVEL: "warn" },
      logDestination: logs,
      connectThrough: (url) => proxy.through(url),
    });
    if (t.databaseTarget.kind !== "postgres") throw new Error("expected PostgreSQL");
    directUrl = t.databaseTarget.url;
  });
  afterAll(async () => {
    proxy?.heal();
    await t?.stop();
    await proxy?.close();
    recorder.stop();
  });

  /** The messages logged at `level` or above (pino: 40 warn, 50 error). */
  const levelled = (level: number) =>
    logs
      .lines()
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message?: string } })
      .filter((line) => line.level >= level)
      .map((line) => `${line.msg}${line.err ? `: ${line.err.message}` : ""}`);
  const messages = (text: string) => logs.lines().filter((line) => JSON.parse(line).msg === text);
  /** The backend pids of the app's LISTEN connections, seen from outside. */
  const listeners = () =>
    withClient(directUrl, async (client) => {
      const { rows } = await client.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %'",
      );
      return rows.map((row) => row.pid);
    });

  it("when it is cut in the middle of an import, then that request, the admin reads, public pages not read before and /readyz answer 503 with Retry-After (never 500, no crash, one log line), pages read before are still served; once it is back, /readyz is 200 and commands and runs work without a restart", async () => {
    const session = await t.login();
    const exported = await t.json<{ data: { title: string }[] }>("/api/admin/export-locations", withSession(session));
    expect(exported.status).toBe(200);
    const [first, second] = exported.body.data as [{ title: string }, { title: string }];
    const slug = locationSlug(first);
    // A public page read before the outage: visitors keep getting it while the database is away.
    const readBefore = locationPath(second);
    const pageBefore = await t.request(readBefore, { headers: { accept: "text/html" } });
    expect(pageBefore.status).toBe(200);
    const pageBeforeHtml = await pageBefore.text();
    const listeningBefore = await waitUntil("the app to LISTEN", listeners, (pids) => pids.length > 0);

    // The import's transaction has begun and written its first rows when the database goes.
    const cut = proxy.cutWhen((sent) => sent.includes('insert into "locations"'));
    const importing = t.json(
      "/api/admin/import-locations",
      withSession(
        session,
        postJson({ data: exported.body.data, mode: "upsert", confirmDeletions: true, fileName: "outage.json" }),
      ),
    );
    await cut;
    const cutAt = Date.now();
    const imported = await importing;
    expect(imported.status).toBe(503);
    expect(imported.headers.get("retry-after")).toBe("5");
    expect(imported.body).toEqual(UNAVAILABLE);

    // Reads and commands during the outage: the same answer, from every route.
    for (const path of [
      "/api/admin/imports",
      "/api/admin/landing-pages",
      "/api/admin/export-workouts",
      "/api/automation/logs",
      "/api/automation/events",
      "/api/automation/metrics",
    ]) {
      const read = await t.json(path, withSession(session));
      expect({ path, status: read.status, body: read.body }).toEqual({ path, status: 503, body: UNAVAILABLE });
      expect(read.headers.get("retry-after")).toBe("5");
    }
    const command = await t.json("/api/automation/start", withSession(session, { method: "POST" }));
    expect({ status: command.status, body: command.body }).toEqual({ status: 503, body: UNAVAILABLE });
    const publicApi = await t.json(`/api/locations/by-slug/${slug}`);
    expect({ status: publicApi.status, body: publicApi.body }).toEqual({ status: 503, body: UNAVAILABLE });
    const page = await t.request(locationPath(first), { headers: { accept: "text/html" } });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain("Database unavailable; try again shortly");
    expect((await t.json("/readyz")).status).toBe(503);
    const cachedPage = await t.request(readBefore, { headers: { accept: "text/html" } });
    expect(cachedPage.status).toBe(200);
    // The same page, byte for byte.
    expect(await cachedPage.text()).toBe(pageBeforeHtml);

    // The outage lasts 10 s (the issue's drill) while the background work goes on failing (the queue's polls,
    // LISTEN reconnecting: the proxy turns their connection attempts away), and the server keeps answering: an
    // admin read and /readyz every 250 ms, each a 503, never a 500 or a dropped connection.
    const refusedSoFar = proxy.refused;
    const outageEnds = cutAt + 10_000;
    const during: number[] = [];
    while (Date.now() < outageEnds) {
      during.push((await t.json("/api/automation/logs", withSession(session))).status);
      during.push((await t.json("/readyz")).status);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(during.length).toBeGreaterThan(10);
    expect(new Set(during)).toEqual(new Set([503]));
    expect(proxy.refused).toBeGreaterThanOrEqual(refusedSoFar + 10);

    proxy.heal();
    await waitUntil(
      "/readyz to answer 200 again",
      async () => (await t.json("/readyz")).status,
      (status) => status === 200,
    );
    // LISTEN is back on a new connection, so other instances' appends wake this one again.
    await waitUntil("LISTEN on a new connection", listeners, (pids) =>
      pids.some((pid) => !listeningBefore.includes(pid)),
    );

    // Nothing needed a restart: a command is taken and the queue's workers run the run it starts.
    const started = await t.json("/api/automation/start", withSession(session, { method: "POST" }));
    expect(started.status).toBe(200);
    await waitUntil(
      "a run to publish after the outage",
      async () => fake.calls.filter((call) => call.step === "publish" && call.endedAt !== undefined).length,
      (published) => published >= 1,
    );
    const again = await t.json(
      "/api/admin/import-locations",
      withSession(
        session,
        postJson({ data: exported.body.data, mode: "upsert", confirmDeletions: true, fileName: "after-outage.json" }),
      ),
    );
    expect(again.status).toBe(200);

    // Told once when it started and once when it ended; nothing else at error level (no 500, no stack per poll).
    expect(messages("database unavailable: requests answer 503 until it is back")).toHaveLength(1);
    expect(messages("database available again")).toHaveLength(1);
    expect(levelled(50)).toEqual([
      expect.stringMatching(/^database unavailable: requests answer 503 until it is back/),
    ]);
    expect(recorder.crashes).toEqual([]);
  });
});

describe.skipIf(!SERVER_URL)("when the database goes away in the middle of a run (PostgreSQL)", () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const fake = fakeSteps();
  const recorder = crashRecorder();

  beforeAll(async () => {
    recorder.start();
    const server = new URL(SERVER_URL as string);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    t = await startTestApp({
      seed: false,
      steps: fake.steps,
      // A run job whose worker lost its database is found by the supervisor within seconds, not minutes.
      env: { ...FAST, AUTOMATION_HEARTBEAT_SECONDS: "10", QUEUE_SUPERVISE_SECONDS: "1" },
      connectThrough: (url) => proxy.through(url),
    });
  });
  afterAll(async () => {
    proxy?.heal();
    await t?.stop();
    await proxy?.close();
    recorder.stop();
  });

  it("when it is cut as a step's completion is stored, then once it is back the automation goes on by itself: the run is ended and later runs publish", async () => {
    const session = await t.login();
    const cut = proxy.cutWhen((sent) => sent.includes("StepCompleted"));
    expect((await t.json("/api/automation/start", withSession(session, { method: "POST" }))).status).toBe(200);
    await cut;
    const publishedBefore = fake.calls.filter((call) => call.step === "publish").length;
    const refusedSoFar = proxy.refused;
    await waitUntil(
      "background work to try the database again and again",
      async () => proxy.refused,
      (refused) => refused >= refusedSoFar + 10,
    );
    proxy.heal();

    const completedRuns = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom("automationEvents")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .where("type", "=", "RunCompleted")
            .executeTakeFirstOrThrow()
        ).n,
      );
    await waitUntil("a run to complete after the outage", completedRuns, (completed) => completed >= 1, 40_000);
    expect(fake.calls.filter((call) => call.step === "publish").length).toBeGreaterThan(publishedBefore);
    const status = await t.json("/api/automation/status", withSession(session));
    expect(status.body.status).toBe("running");
    // The run the outage interrupted has an end (it does not stay "running"), and it is the only one cut short.
    const runs = await t.app.database.db
      .selectFrom("automationEvents")
      .select(["type", "data"])
      .where("type", "in", ["RunStarted", "RunCompleted", "RunFailed", "RunAborted"])
      .orderBy("seq")
      .execute();
    const firstRun = (runs[0]?.data as { runId: string } | undefined)?.runId;
    expect(firstRun).toBeDefined();
    const endsOfFirst = runs.filter(
      (run) => run.type !== "RunStarted" && (run.data as { runId: string }).runId === firstRun,
    );
    expect(endsOfFirst.map((run) => run.type)).toHaveLength(1);
    expect(recorder.crashes).toEqual([]);
  }, 60_000);
});

describe.skipIf(!SERVER_URL)("a connection that dies while it is checked out (PostgreSQL)", () => {
  const recorder = crashRecorder();
  beforeAll(() => recorder.start());
  afterAll(() => recorder.stop());

  it("when its server process is terminated while its transaction awaits other work, then the transaction fails as 'database unavailable', the process lives on and the next query works", async () => {
    const { handle, target, drop } = await createTestDatabase();
    try {
      if (target.kind !== "postgres") throw new Error("expected PostgreSQL");
      const lost = new Promise<DatabaseHealthChange>((resolve) => {
        handle.health.onChange((change) => {
          if (change.state === "unavailable") resolve(change);
        });
      });
      const transaction = handle.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        // Other work (here: another connection) while this one sits idle in its transaction, checked out.
        await withClient(target.url, (admin) => admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]));
        // Its socket's error has been heard (without a listener on the checked-out client, the process ends here).
        await Promise.race([lost, recorder.firstCrash]);
        await sql`select 1`.execute(trx);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(recorder.crashes).toEqual([]);

      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(rows).toEqual([{ one: 1 }]);
      expect(handle.health.available).toBe(true);
    } finally {
      await drop();
    }
  });
});
