import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeSteps, waitUntil } from "./support/fake-steps";
import { openSse, type SseEvent, type SseStream } from "./support/sse-client";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

const run = promisify(execFile);
type Streamed = {
  seq: number;
  type: string;
  streamId: string;
  data: Record<string, unknown>;
  meta: Record<string, unknown>;
};
const parsed = (events: SseEvent[]): Streamed[] =>
  events.filter((e) => e.event === "event").map((e) => JSON.parse(e.data));
const has = (type: string) => (events: SseEvent[]) => parsed(events).some((e) => e.type === type);

/**
 * Appends one admin-audit event the way another process of the site would, on its own connection: a raw
 * INSERT that commits on its own, so nothing in this process knows of it but the database's notification.
 */
async function appendElsewhere(t: TestApp, actor: string): Promise<void> {
  const insert = `insert into automation_events (stream_id, stream_version, type, data, meta, occurred_at)
    select 'admin-audit', coalesce(max(stream_version), 0) + 1, 'AdminLoggedOut', '{}'::jsonb,
      jsonb_build_object('actor', $1::text, 'schemaVersion', 1), now()
    from automation_events where stream_id = 'admin-audit'`;
  if (t.databaseTarget.kind === "pglite") {
    // One process owns an embedded database: the insert runs on its session, outside the app's own appends.
    await t.app.database.executeSql(insert, [actor]);
    return;
  }
  const { url } = t.databaseTarget;
  const script = `const pg = require("pg"); const c = new pg.Client(process.argv[1]);
    c.connect().then(() => c.query(process.argv[2], [process.argv[3]])).then(() => c.end()).catch((e) => { console.error(e); process.exit(1); });`;
  await run(process.execPath, ["-e", script, url, insert, actor], { cwd: process.cwd() });
}

describe("the live event stream (Server-Sent Events)", () => {
  let t: TestApp;
  let session: string;
  const streams: SseStream[] = [];
  const open = async (query = "", headers: Record<string, string> = {}) => {
    const stream = await openSse(`${t.url}/api/automation/events/stream${query}`, {
      "x-admin-session": session,
      ...headers,
    });
    streams.push(stream);
    return stream;
  };
  const command = (method: string, path: string, body?: unknown) =>
    t.json(
      `/api/automation${path}`,
      withSession(session, {
        method,
        ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      }),
    );

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      steps: fakeSteps().steps,
      env: { AUTOMATION_MINUTE_MS: "100", AUTOMATION_STEP_TIMEOUT_MS: "2000" },
    });
    session = await t.login();
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.stop();
  });

  it("when an operator's command commits, then its event arrives on an open stream with its data and meta", async () => {
    const stream = await open();
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    await command("PUT", "/interval", { minutes: 7 });
    await stream.waitFor("IntervalChanged", has("IntervalChanged"));
    const [event] = parsed(stream.events).filter((e) => e.type === "IntervalChanged");
    expect(event?.data).toEqual({ minutes: 7 });
    expect(event?.meta.actor).toMatch(/^admin \(session [0-9a-f]{8}\)$/);
    expect(event?.meta.requestId).toBeTruthy();
    expect(stream.events.find((e) => e.event === "event")?.id).toBe(String(event?.seq));
  });

  // That it comes from the database's notification, not the poll, is append-signal.test.ts's (with an hour's poll).
  it("when another process commits an event, then it arrives on this instance's stream", async () => {
    const stream = await open("?stream=admin-audit");
    await appendElsewhere(t, "other-process");
    const events = await stream.waitFor("the other process's event", (all) =>
      parsed(all).some((e) => e.meta.actor === "other-process"),
    );
    const arrived = parsed(events).filter((e) => e.meta.actor === "other-process");
    expect(arrived.map((e) => [e.streamId, e.type])).toEqual([["admin-audit", "AdminLoggedOut"]]);
  });

  it("when a stream is filtered, then it carries only matching events", async () => {
    const audit = await open("?stream=admin-audit");
    const intervals = await open("?type=IntervalChanged");
    await command("PUT", "/interval", { minutes: 9 });
    await t.login();
    await audit.waitFor("the login", has("AdminLoggedIn"));
    await intervals.waitFor("the interval", has("IntervalChanged"));
    expect(parsed(audit.events).every((e) => e.streamId === "admin-audit")).toBe(true);
    expect(parsed(intervals.events).map((e) => e.type)).toEqual(["IntervalChanged"]);
  });

  it("when a client reconnects with Last-Event-ID while runs go on, then it misses nothing and repeats nothing", async () => {
    const head = (await command("GET", "/events?order=desc&limit=1")).body.nextAfterSeq as number;
    await command("PUT", "/interval", { minutes: 1 });
    const first = await open(`?afterSeq=${head}`);
    await command("POST", "/start");
    await first.waitFor("a run's first events", (all) => parsed(all).length >= 12);
    first.close();
    const lastId = first.events.filter((e) => e.event === "event").at(-1)?.id as string;
    // Runs go on while the client is away.
    await waitUntil(
      "more events while disconnected",
      async () => (await command("GET", `/events?afterSeq=${lastId}&limit=50`)).body.events.length,
      (n) => n >= 10,
    );
    const second = await open("", { "last-event-id": lastId });
    await command("POST", "/stop");
    await second.waitFor("the stop", has("AutomationStopped"), 20_000);
    await waitUntil(
      "the run to end",
      async () => (await command("GET", "/status")).body,
      (s) => s.currentRunId === null,
    );
    const everything: Streamed[] = [];
    let afterSeq = head;
    for (;;) {
      const { body } = await command("GET", `/events?afterSeq=${afterSeq}&limit=1000`);
      everything.push(...body.events);
      afterSeq = body.nextAfterSeq;
      if (!body.hasMore) break;
    }
    await second.waitFor("every stored event", (all) => parsed(all).at(-1)?.seq === everything.at(-1)?.seq);
    const received = [...parsed(first.events), ...parsed(second.events)].map((e) => e.seq);
    expect(new Set(received).size).toBe(received.length);
    expect(received).toEqual(everything.map((e) => e.seq));
  });

  it("when the filters hide a run's end, then the stream still says how the run ended", async () => {
    const endsOf = (events: SseEvent[]): { runId: string; outcome: string }[] =>
      events.filter((e) => e.event === "runs").flatMap((e) => JSON.parse(e.data));
    const starts = await open("?type=StepStarted");
    await command("POST", "/start");
    await starts.waitFor("a run's end", (all) => endsOf(all).some((run) => run.outcome === "completed"), 20_000);
    await command("POST", "/stop");
    await waitUntil(
      "the run to end",
      async () => (await command("GET", "/status")).body,
      (s) => s.currentRunId === null,
    );

    expect(parsed(starts.events).every((e) => e.type === "StepStarted")).toBe(true);
    const completed = endsOf(starts.events).find((run) => run.outcome === "completed");
    // The run whose steps were streamed is the one whose end came as news.
    expect(parsed(starts.events).some((e) => e.data.runId === completed?.runId)).toBe(true);
  });

  it("when Last-Event-ID is not a seq or there is no session, then the stream is refused", async () => {
    const bad = await open("", { "last-event-id": "yesterday" });
    expect(bad.status).toBe(400);
    const anonymous = await openSse(`${t.url}/api/automation/events/stream`, {});
    expect(anonymous.status).toBe(401);
    expect((await open("?actor=")).status).toBe(400);
  });

  it("when another site's page opens the stream, then 403 before the session is even looked up; the site's own pages still open it", async () => {
    const crossOrigin: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { origin: "null" },
      { origin: "https://movebreak.test.evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example", "sec-fetch-site": "same-origin" },
    ];
    for (const headers of crossOrigin) {
      const refused = await open("", headers);
      expect({ headers, status: refused.status }).toEqual({ headers, status: 403 });
      expect(refused.headers.get("content-type"), JSON.stringify(headers)).toMatch(/json/);
      // Without any session it is still 403, not 401: refused before the session check reads the database.
      const anonymous = await openSse(`${t.url}/api/automation/events/stream`, headers);
      expect({ headers, status: anonymous.status }).toEqual({ headers, status: 403 });
    }
    const sameSite: Record<string, string>[] = [
      { origin: "https://movebreak.test" },
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "none" },
      {},
    ];
    for (const headers of sameSite) {
      const opened = await open("", headers);
      expect({ headers, status: opened.status }).toEqual({ headers, status: 200 });
      opened.close();
    }
    // The rest of the automation API is not affected: a script with another Origin still reads the status.
    const status = await t.json(
      "/api/automation/status",
      withSession(session, { headers: { origin: "https://evil.example" } }),
    );
    expect(status.status).toBe(200);
  });

  it("when the server stops, then open streams end instead of holding the shutdown", async () => {
    const stream = await open();
    const stopping = t.app.stop();
    await stream.ended;
    await stopping;
  });
});
