import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeSteps, waitUntil } from "./support/fake-steps";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

describe("the automation history: replay and audit", () => {
  let t: TestApp;
  let session: string;
  // The 2nd run fails at draft_content; the others succeed.
  let draftCalls = 0;
  const fake = fakeSteps((step) => (step === "draft_content" && ++draftCalls === 2 ? "fail" : "succeed"));
  const get = async (path: string) => t.json(`/api/automation${path}`, withSession(session));
  const jobIds: string[] = [];
  type Listed = { seq: number; type: string; streamId: string; occurredAt: string; meta: { actor?: string } };
  /** Every event of a query, read page by page newest first (beforeSeq), as the History screen reads on. */
  const readBackwards = async (query: string, limit: number) => {
    const seen: Listed[] = [];
    let beforeSeq: number | null = null;
    for (let pages = 0; pages < 500; pages += 1) {
      const cursor: string = beforeSeq === null ? "" : `&beforeSeq=${beforeSeq}`;
      const { body } = await get(`/events?order=desc&limit=${limit}${query}${cursor}`);
      seen.push(...body.events);
      beforeSeq = body.nextBeforeSeq;
      if (beforeSeq === null) return seen;
    }
    throw new Error("never reached the oldest event");
  };

  beforeAll(async () => {
    t = await startTestApp({
      seed: false,
      steps: fake.steps,
      env: { AUTOMATION_MINUTE_MS: "100", AUTOMATION_STEP_TIMEOUT_MS: "2000" },
    });
    session = await t.login();
    await t.json(
      "/api/automation/interval",
      withSession(session, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ minutes: 1 }),
      }),
    );
    await t.json("/api/automation/start", withSession(session, { method: "POST" }));
    await waitUntil(
      "three finished runs",
      async () => (await get("/status")).body,
      (s) => s.totalRuns >= 3,
    );
    await t.json("/api/automation/stop", withSession(session, { method: "POST" }));
    await waitUntil(
      "the stop",
      async () => (await get("/status")).body,
      (s) => s.currentRunId === null,
    );
    // Two generation jobs, each with its own stream (page-job:<id>), after the runs (so the 2nd draft above failed).
    for (let i = 0; i < 2; i += 1) {
      const queued = await t.json("/api/page-generator/generate", withSession(session, { method: "POST" }));
      jobIds.push(queued.body.jobId);
    }
    await waitUntil(
      "both page jobs",
      async () => (await t.json("/api/page-generator/queue/status", withSession(session))).body.queueStatus,
      (q) => q.completedJobs + q.failedJobs === 2,
    );
    // The timeline holds back events younger than the oldest transaction still open on the server (so a
    // reader never skips one that commits late), and on a shared PostgreSQL that includes other databases'
    // transactions: wait until it has caught up with everything stored.
    const stored = async () =>
      Number(
        (
          await t.app.database.db
            .selectFrom("automationEvents")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const total = await stored();
    await waitUntil(
      "the timeline to show every stored event",
      async () => (await get("/events?limit=1000")).body.events.length,
      (shown) => shown === total,
    );
  });
  afterAll(() => t.stop());

  it("when the timeline is paged with afterSeq, then every event comes once, in order, with its envelope", async () => {
    const all: { seq: number }[] = [];
    let afterSeq = 0;
    for (;;) {
      const { body } = await get(`/events?afterSeq=${afterSeq}&limit=7`);
      all.push(...body.events);
      afterSeq = body.nextAfterSeq;
      if (!body.hasMore) break;
    }
    const seqs = all.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    const count = await t.app.database.db
      .selectFrom("automationEvents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
    expect(Object.keys(all[0] as object).sort()).toEqual([
      "data",
      "meta",
      "occurredAt",
      "seq",
      "streamId",
      "type",
      "version",
    ]);
  });

  it("when commands are audited, then each names who issued it and the request", async () => {
    const { body } = await get("/events?type=AutomationStarted,IntervalChanged,AutomationStopped");
    expect(body.events.map((e: { type: string }) => e.type)).toEqual([
      "IntervalChanged",
      "AutomationStarted",
      "AutomationStopped",
    ]);
    for (const event of body.events) {
      expect(event.meta.actor).toMatch(/^admin \(session [0-9a-f]{8}\)$/);
      expect(event.meta.requestId).toBeTruthy();
    }
    const runner = (await get("/events?type=RunStarted&limit=1")).body.events[0];
    expect(runner.meta.actor).toBe("system");
  });

  it("when filtered by run or to failures, then only those events come back", async () => {
    const failures = (await get("/events?failed=true")).body.events;
    expect(failures.map((e: { type: string }) => e.type)).toEqual(["StepFailed", "RunFailed"]);
    const failedRun = failures[0].data.runId;
    const runEvents = (await get(`/events?runId=${failedRun}`)).body.events;
    expect(runEvents.every((e: { data: { runId: string } }) => e.data.runId === failedRun)).toBe(true);
    expect(runEvents.map((e: { type: string }) => e.type)).toContain("RunFailed");
    expect((await get("/events?limit=1001")).status).toBe(400);
    expect((await get("/events?from=yesterday")).body.error).toMatch(/from must be an ISO date-time/i);
  });

  it("when filtered so that runs' ends are hidden, then each run's outcome still comes from its terminal event", async () => {
    const ENDS: Record<string, string> = {
      RunCompleted: "completed",
      RunFailed: "failed",
      RunAborted: "aborted",
      RunStopped: "stopped",
    };
    const runOf = (event: { data: { runId?: string } }) => event.data.runId;
    const { body: failed } = await get("/events?type=StepFailed&order=desc");
    expect(failed.events.length).toBeGreaterThan(0);
    expect(failed.events.every((e: Listed) => e.type === "StepFailed")).toBe(true);
    // The failed run's steps are listed alone, and the page says it failed.
    const failedRuns = [...new Set(failed.events.map(runOf))];
    expect(failed.runs).toEqual(failedRuns.map((runId) => ({ runId, outcome: "failed" })));

    // Steps only, every run: each outcome is the one its own end event says.
    const { body: steps } = await get("/events?type=StepCompleted,StepFailed&limit=1000");
    expect(steps.runs.length).toBeGreaterThanOrEqual(3);
    for (const { runId, outcome } of steps.runs) {
      const { body: own } = await get(`/events?runId=${runId}&limit=1000`);
      const end = own.events.find((e: Listed) => e.type in ENDS);
      expect(outcome).toBe(end ? ENDS[end.type] : "running");
    }
    expect(steps.runs.map((run: { outcome: string }) => run.outcome)).toEqual(
      expect.arrayContaining(["completed", "failed"]),
    );
    // Events of no run (admin audit, commands) bring no run with them.
    expect((await get("/events?stream=admin-audit")).body.runs).toEqual([]);
  });

  it("when filtered by the short run id the screens show, then that run's events come back", async () => {
    const runId: string = (await get("/events?type=RunStarted&limit=1")).body.events[0].data.runId;
    const byFullId = (await get(`/events?runId=${runId}`)).body.events;
    const byShortId = (await get(`/events?runId=${runId.slice(0, 8)}`)).body.events;
    expect(byShortId).toEqual(byFullId);
    expect((await get(`/events?runId=${runId.slice(0, 8).toUpperCase()}`)).body.events).toEqual(byFullId);
    expect(byShortId.length).toBeGreaterThan(2);
    expect((await get("/events?runId=00000000")).body.events).toEqual([]);
  });

  it("when a point in history is opened, then status, logs and metrics are as they were then", async () => {
    const secondRunStart = (await get("/events?type=RunStarted")).body.events[1];
    const then = (await get(`/state?at=${secondRunStart.seq}`)).body;
    expect(then.at).toBe(secondRunStart.seq);
    expect(then.machine.value).toEqual({ lifecycle: "running", workflow: "select_topic" });
    expect(then.status).toMatchObject({
      status: "running",
      totalRuns: 1,
      successCount: 1,
      currentStep: 1,
      currentRunId: secondRunStart.data.runId,
    });
    expect(then.metrics).toMatchObject({ totalRuns: 1, successRate: 100, activeJobs: 1, totalJobs: 2 });
    expect(then.logs).toHaveLength(8);
    expect(then.logs.every((entry: { status: string }) => entry.status === "completed")).toBe(true);
  });

  it("when the latest point is opened, then it matches the live dashboard", async () => {
    const last = (await get("/events?afterSeq=0&limit=1000")).body.events.at(-1);
    const then = (await get(`/state?at=${last.seq}`)).body;
    const live = {
      status: (await get("/status")).body,
      logs: (await get("/logs?limit=100")).body,
      metrics: (await get("/metrics")).body,
    };
    expect(then.logs).toEqual(live.logs);
    expect(then.metrics).toEqual(live.metrics);
    expect({ ...then.status, remainingTimeMinutes: null }).toEqual({ ...live.status, remainingTimeMinutes: null });
    expect((await get("/state?at=0")).status).toBe(400);
  });

  it("when a run is opened, then its 8 step timings and events come back; an unknown run is 404", async () => {
    const runId = (await get("/events?type=RunCompleted&limit=1")).body.events[0].data.runId;
    const { body } = await get(`/runs/${runId}`);
    expect(body.run.outcome).toBe("completed");
    expect(body.steps.map((s: { stepNumber: number }) => s.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      body.steps.every((s: { outcome: string; durationMs: number }) => s.outcome === "completed" && s.durationMs >= 0),
    ).toBe(true);
    expect(body.events[0].type).toBe("RunStarted");
    expect(await get("/runs/no-such-run")).toMatchObject({ status: 404, body: { error: "Run not found" } });
  });

  it("when the history is downloaded, then it is a JSON attachment with every event, and one run's alone", async () => {
    const response = await t.request("/api/automation/events/download", withSession(session));
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="automation-history-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const all = await response.json();
    const count = await t.app.database.db
      .selectFrom("automationEvents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
    const runId = all.find((e: { type: string }) => e.type === "RunStarted").data.runId;
    const one = await (await t.request(`/api/automation/events/download?runId=${runId}`, withSession(session))).json();
    expect(one.every((e: { data: { runId: string } }) => e.data.runId === runId)).toBe(true);
  });

  it("when the timeline is read newest first, then it is the same events in reverse, and paging back reaches the oldest once each", async () => {
    const ascending: Listed[] = (await get("/events?limit=1000")).body.events;
    const newestFirst = await get("/events?order=desc&limit=1000");
    expect(newestFirst.body.order).toBe("desc");
    expect(newestFirst.body.events.map((e: Listed) => e.seq)).toEqual(ascending.map((e) => e.seq).reverse());
    expect(newestFirst.body.nextBeforeSeq).toBeNull();
    expect(newestFirst.body.nextAfterSeq).toBe(ascending.at(-1)?.seq);

    const paged = await readBackwards("", 9);
    expect(paged.map((e) => e.seq)).toEqual(ascending.map((e) => e.seq).reverse());
  });

  it("when a newest-first page is paged forward with afterSeq, then the newer events come in order, none twice, up to the head", async () => {
    const ascending: Listed[] = (await get("/events?limit=1000")).body.events;
    const middle = ascending[Math.floor(ascending.length / 2)] as Listed;
    // An older page, as the screen holds it after scrolling back: it starts just below `middle`.
    const older = (await get(`/events?order=desc&limit=5&beforeSeq=${middle.seq}`)).body;
    expect(older.events[0].seq).toBeLessThan(middle.seq);
    expect(older.hasMore).toBe(true);
    const newer: Listed[] = [];
    let afterSeq = older.nextAfterSeq;
    for (;;) {
      const { body } = await get(`/events?order=desc&limit=6&afterSeq=${afterSeq}`);
      // Each newer page is still newest first, and is the oldest of what is newer.
      expect(body.events.map((e: Listed) => e.seq)).toEqual(
        [...body.events.map((e: Listed) => e.seq)].sort((a, b) => b - a),
      );
      newer.unshift(...body.events);
      afterSeq = body.nextAfterSeq;
      if (!body.hasMore) break;
    }
    expect(newer.map((e) => e.seq)).toEqual(
      ascending
        .filter((e) => e.seq > older.nextAfterSeq)
        .map((e) => e.seq)
        .reverse(),
    );
    expect((await get(`/events?order=desc&afterSeq=${afterSeq}`)).body.events).toEqual([]);
  });

  it("when filtered by stream, then the automation, the admin audit, every page job or one job come alone", async () => {
    const automation = await readBackwards("&stream=automation", 50);
    expect(automation.length).toBeGreaterThan(40);
    expect(new Set(automation.map((e) => e.streamId))).toEqual(new Set(["automation"]));

    const audit = await readBackwards("&stream=admin-audit", 50);
    expect(audit.map((e) => e.type)).toContain("AdminLoggedIn");
    expect(new Set(audit.map((e) => e.streamId))).toEqual(new Set(["admin-audit"]));

    const jobs = await readBackwards("&stream=page-job", 4);
    expect(new Set(jobs.map((e) => e.streamId))).toEqual(new Set(jobIds.map((id) => `page-job:${id}`)));
    expect(jobs.map((e) => e.type)).toContain("PageJobCompleted");

    const one = await readBackwards(`&stream=page-job:${jobIds[1]}`, 4);
    expect(one.length).toBeGreaterThanOrEqual(3);
    expect(one.every((e) => e.streamId === `page-job:${jobIds[1]}`)).toBe(true);
    expect(one.at(-1)?.type).toBe("PageJobQueued");
    expect((await get("/events?stream=page-job:nothing-here")).body.events).toEqual([]);
    expect((await get("/events?stream=Automation")).body.error).toMatch(/stream must name one event stream/i);
  });

  it("when filtered by type, then job and audit types are found like the automation's", async () => {
    const completed = await readBackwards("&type=PageJobCompleted,AdminLoggedIn", 2);
    expect(new Set(completed.map((e) => e.type))).toEqual(new Set(["PageJobCompleted", "AdminLoggedIn"]));
    expect(completed.filter((e) => e.type === "PageJobCompleted")).toHaveLength(2);
  });

  it("when filtered by actor, then only what that actor did comes back", async () => {
    const actorOfSession = (await get("/events?type=AutomationStarted")).body.events[0].meta.actor;
    expect(actorOfSession).toMatch(/^admin \(session [0-9a-f]{8}\)$/);
    const byActor = await readBackwards(`&actor=${encodeURIComponent(actorOfSession)}`, 3);
    expect(byActor.map((e) => e.type)).toEqual(
      expect.arrayContaining(["AutomationStopped", "AutomationStarted", "IntervalChanged"]),
    );
    expect(byActor.every((e) => e.meta.actor === actorOfSession)).toBe(true);
    const system = await readBackwards("&actor=system&stream=automation", 50);
    expect(system.map((e) => e.type)).toContain("RunStarted");
    expect(system.every((e) => e.meta.actor === "system")).toBe(true);
    expect((await get("/events?actor=nobody")).body.events).toEqual([]);
    expect((await get("/events?actor=")).status).toBe(400);
  });

  it("when filtered by what an actor begins with, then every session's events come back, and the actors seen are offered", async () => {
    const actorOfSession = (await get("/events?type=AutomationStarted")).body.events[0].meta.actor;
    // Another session does something the audit records.
    const other = await t.login();
    await t.json("/api/automation/interval", {
      method: "PUT",
      headers: { "content-type": "application/json", "x-admin-session": other },
      body: JSON.stringify({ minutes: 2 }),
    });
    const byPrefix = await readBackwards("&actor=admin", 50);
    const actors = new Set(byPrefix.map((e) => e.meta.actor));
    expect(actors.has(actorOfSession)).toBe(true);
    expect([...actors].filter((actor) => actor !== actorOfSession).length).toBeGreaterThanOrEqual(1);
    expect([...actors].every((actor) => actor?.startsWith("admin"))).toBe(true);
    // The same filter on the live list's other reads: newest first and oldest first agree.
    const ascending: Listed[] = (await get("/events?actor=admin&limit=1000")).body.events;
    expect(ascending.map((e) => e.seq)).toEqual(byPrefix.map((e) => e.seq).reverse());
    // A LIKE wildcard is matched as itself.
    expect((await get("/events?actor=%25")).body.events).toEqual([]);
    expect((await get("/events?actor=adm_n")).body.events).toEqual([]);

    const offered = await get("/events/actors");
    expect(offered.status).toBe(200);
    expect(offered.body.actors).toEqual(expect.arrayContaining(["admin", actorOfSession, "system"]));
    expect(new Set(offered.body.actors).size).toBe(offered.body.actors.length);
    expect(offered.body.actors.indexOf("admin")).toBeLessThan(offered.body.actors.indexOf(actorOfSession));
    expect((await t.json("/api/automation/events/actors")).status).toBe(401);
  });

  it("when filtered to failures or a time range newest first, then only those come back, newest first", async () => {
    const failures = (await get("/events?failed=true&order=desc")).body.events;
    expect(failures.map((e: Listed) => e.type)).toEqual(["RunFailed", "StepFailed"]);
    const ascending: Listed[] = (await get("/events?limit=1000")).body.events;
    const from = ascending[10] as Listed;
    const to = ascending[20] as Listed;
    const range = await readBackwards(
      `&from=${encodeURIComponent(from.occurredAt)}&to=${encodeURIComponent(to.occurredAt)}`,
      4,
    );
    const expected = ascending.filter(
      (e) =>
        Date.parse(e.occurredAt) >= Date.parse(from.occurredAt) &&
        Date.parse(e.occurredAt) <= Date.parse(to.occurredAt),
    );
    expect(range.map((e) => e.seq)).toEqual(expected.map((e) => e.seq).reverse());
  });

  it("when the cursors or order are wrong, then the answer is 400 naming the rule", async () => {
    expect((await get("/events?order=sideways")).body.error).toMatch(/order must be asc or desc/i);
    expect((await get("/events?order=desc&beforeSeq=0")).body.error).toMatch(/beforeSeq must be 1 or more/i);
    expect((await get("/events?order=desc&beforeSeq=5&afterSeq=9")).body.error).toMatch(
      /beforeSeq must be greater than afterSeq/i,
    );
    expect((await get("/events?beforeSeq=abc")).status).toBe(400);
  });
});

describe("the machine diagram", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, steps: fakeSteps().steps });
  });
  afterAll(() => t.stop());

  it("when the diagram is read, then it has both regions with their states and transitions from the machine itself", async () => {
    const session = await t.login();
    const { body } = await t.json("/api/automation/machine", withSession(session));
    const lifecycle = body.regions.find((r: { region: string }) => r.region === "lifecycle");
    const workflow = body.regions.find((r: { region: string }) => r.region === "workflow");
    expect(lifecycle.initial).toBe("stopped");
    expect(lifecycle.states.map((s: { id: string }) => s.id)).toEqual(["stopped", "error", "running", "paused"]);
    expect(workflow.states.map((s: { id: string }) => s.id)).toEqual([
      "idle",
      "select_topic",
      "research_keywords",
      "match_exercises",
      "draft_content",
      "write_metadata",
      "create_media",
      "quality_check",
      "publish",
    ]);
    const running = lifecycle.states.find((s: { id: string }) => s.id === "running");
    expect(running.transitions).toContainEqual({ event: "automation.paused", target: "paused" });
  });
});
