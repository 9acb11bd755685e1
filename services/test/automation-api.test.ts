import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RUN_QUEUE } from "../src/automation/effects";
import { fakeSteps, waitUntil } from "./support/fake-steps";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

const FAST = { AUTOMATION_MINUTE_MS: "200", AUTOMATION_STEP_TIMEOUT_MS: "2000" };

describe("the automation API with a real queue and fake steps", () => {
  let t: TestApp;
  let session: string;
  const fake = fakeSteps();
  const call = (method: string, path: string, body?: unknown) =>
    t.json(
      `/api/automation${path}`,
      withSession(session, {
        method,
        ...(body !== undefined ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
      }),
    );
  const status = async () => (await call("GET", "/status")).body;
  /**
   * A step only ever starts from a run job: once none is waiting or running, every job that could have started
   * one (the next scheduled run, the run in flight) has been handled, so a step it would start has started.
   */
  const runJobsHandled = () =>
    waitUntil(
      "every run job to be handled",
      () => t.app.queue.counts(RUN_QUEUE),
      (jobs) => jobs.created + jobs.retry + jobs.active === 0,
    );

  beforeAll(async () => {
    t = await startTestApp({ seed: false, steps: fake.steps, env: FAST });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when nothing has happened yet, then the status is stopped with the default interval of 2 minutes", async () => {
    expect(await status()).toMatchObject({
      status: "stopped",
      isRunning: false,
      intervalMinutes: 2,
      totalRuns: 0,
      successCount: 0,
      errorCount: 0,
      nextRunAt: null,
      remainingTimeMinutes: null,
      maxRunTimeMinutes: null,
      currentStep: 0,
      isRunningWorkflow: false,
    });
    expect((await call("GET", "/metrics")).body).toEqual({
      totalRuns: 0,
      successRate: 0,
      averageExecutionTime: 0,
      activeJobs: 0,
      totalJobs: 0,
      lastRunTime: null,
    });
  });

  it("when the settings are invalid, then 400 with the spec's messages", async () => {
    for (const body of [{ minutes: 0 }, { minutes: 1441 }, { minutes: 1.5 }, { minutes: "5" }, {}]) {
      expect(await call("PUT", "/interval", body)).toMatchObject({
        status: 400,
        body: { error: "Interval must be between 1 and 1440 minutes" },
      });
    }
    for (const body of [{ minutes: 4 }, { minutes: 10081 }, { minutes: 7.5 }, { minutes: "x" }]) {
      expect(await call("PUT", "/max-run-time", body)).toMatchObject({
        status: 400,
        body: { error: "Max run time must be between 5 and 10080 minutes (7 days)" },
      });
    }
  });

  it("when the settings are valid, then they are stored and the answer says so", async () => {
    expect(await call("PUT", "/interval", { minutes: 1 })).toMatchObject({
      status: 200,
      body: { success: true, message: "Interval updated to 1 minute" },
    });
    expect(await call("PUT", "/max-run-time", { minutes: 240 })).toMatchObject({
      status: 200,
      body: { message: "Max run time set to 240 minutes" },
    });
    expect(await call("PUT", "/max-run-time", null)).toMatchObject({
      status: 200,
      body: { message: "Max run time set to unlimited" },
    });
    expect((await status()).maxRunTimeMinutes).toBeNull();
    expect(await call("PUT", "/max-run-time", { minutes: null })).toMatchObject({ status: 200 });
    expect((await status()).intervalMinutes).toBe(1);
  });

  it("when started, then runs execute all 8 steps one after another and the dashboard reads follow", async () => {
    expect(await call("POST", "/start")).toMatchObject({
      status: 200,
      body: { success: true, message: "Automation started" },
    });
    expect(await call("POST", "/start")).toMatchObject({
      status: 409,
      body: { error: "Automation is already running" },
    });
    const after = await waitUntil("two successful runs", status, (s) => s.successCount >= 2);
    expect(after).toMatchObject({ status: "running", isRunning: true, errorCount: 0 });

    const logs = (await call("GET", "/logs?limit=100")).body;
    expect(logs.length).toBeGreaterThanOrEqual(16);
    expect(logs[0].id).toBeGreaterThan(logs[1].id);
    const completedRun = logs.filter(
      (entry: { runId: string; status: string }) => entry.runId === logs[logs.length - 1].runId,
    );
    expect(completedRun.map((e: { stepNumber: number }) => e.stepNumber).sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(
      completedRun.every(
        (e: { status: string; executionTimeMs: number }) => e.status === "completed" && e.executionTimeMs >= 0,
      ),
    ).toBe(true);
    expect(completedRun.find((e: { stepNumber: number }) => e.stepNumber === 8).landingPageId).toBeGreaterThan(100);

    const consoleAnswer = (await call("GET", "/console?limit=5")).body;
    expect(consoleAnswer.logs).toHaveLength(5);
    expect(consoleAnswer.status.status).toBe("running");
    expect(new Set(consoleAnswer.logs.map((l: { level: string }) => l.level)).has("info")).toBe(true);

    const metrics = (await call("GET", "/metrics")).body;
    expect(metrics.totalRuns).toBeGreaterThanOrEqual(2);
    expect(metrics.successRate).toBe(100);
    expect(metrics.lastRunTime).not.toBeNull();

    // Never two steps at once: each call ends before the next begins.
    const overlapping = fake.calls.slice(1).filter((current, i) => {
      const previousEnd = fake.calls[i]?.endedAt;
      return previousEnd !== undefined && current.startedAt < previousEnd;
    });
    expect(overlapping).toEqual([]);
  });

  it("when paused, then no new step starts until resumed", async () => {
    expect((await call("POST", "/pause")).status).toBe(200);
    await waitUntil("the pause to settle", status, (s) => s.status === "paused" && !s.isRunningWorkflow);
    const callsAtPause = fake.calls.length;
    await runJobsHandled();
    expect(fake.calls.length).toBe(callsAtPause);
    expect(await call("POST", "/pause")).toMatchObject({
      status: 409,
      body: { error: "Automation is already paused" },
    });
    expect((await call("POST", "/resume")).status).toBe(200);
    await waitUntil(
      "steps again",
      async () => fake.calls.length,
      (n) => n > callsAtPause,
    );
  });

  it("when the logs are cleared, then the log view empties while the events stay", async () => {
    const db = t.app.database.db;
    const stepsBefore = await db
      .selectFrom("automationEvents")
      .select("seq")
      .where("type", "=", "StepStarted")
      .execute();
    expect((await call("GET", "/logs")).body.length).toBeGreaterThan(0);
    expect(await call("DELETE", "/logs")).toMatchObject({ status: 200, body: { message: "Logs cleared" } });
    const cleared = await db
      .selectFrom("automationEvents")
      .select(["seq", "meta"])
      .where("type", "=", "LogsCleared")
      .executeTakeFirstOrThrow();
    // The automation keeps running: only entries of steps started after the clear may be listed.
    const logs = (await call("GET", "/logs")).body;
    for (const entry of logs) expect(entry.id).toBeGreaterThan(Number(cleared.seq));
    // The audit history keeps every step, and says who cleared.
    const stepsAfter = await db
      .selectFrom("automationEvents")
      .select("seq")
      .where("type", "=", "StepStarted")
      .execute();
    expect(stepsAfter.map((e) => Number(e.seq))).toEqual(expect.arrayContaining(stepsBefore.map((e) => Number(e.seq))));
    expect((cleared.meta as { actor: string }).actor).toMatch(/^admin \(session [0-9a-f]{8}\)$/);
  });

  it("when stopped, then the run in flight ends and nothing runs afterwards", async () => {
    expect((await call("POST", "/stop")).status).toBe(200);
    await waitUntil("the stop to settle", status, (s) => s.status === "stopped" && s.currentRunId === null);
    const calls = fake.calls.length;
    await runJobsHandled();
    expect(fake.calls.length).toBe(calls);
    expect(await call("POST", "/stop")).toMatchObject({
      status: 409,
      body: { error: "Automation is already stopped" },
    });
  });

  it("when the projections are rebuilt from the events, then every row is identical", async () => {
    const db = t.app.database.db;
    const snapshot = async () => ({
      logs: await db.selectFrom("automationActivityLogs").selectAll().orderBy("id").execute(),
      console: await db.selectFrom("automationConsole").selectAll().orderBy("id").execute(),
      runs: await db.selectFrom("automationRuns").selectAll().orderBy("runId").execute(),
      steps: await db.selectFrom("automationStepTimings").selectAll().orderBy("runId").orderBy("stepNumber").execute(),
      state: await db.selectFrom("automationState").selectAll().execute(),
    });
    const before = await snapshot();
    const rebuilt = await call("POST", "/projections/rebuild");
    expect(rebuilt.status).toBe(200);
    expect(rebuilt.body.events).toBeGreaterThan(30);
    expect(await snapshot()).toEqual(before);
  });
});

describe("concurrent commands", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, steps: fakeSteps(() => "hang").steps, env: FAST });
  });
  afterAll(() => t.stop());

  it("when 100 Start requests arrive at once, then exactly one AutomationStarted is stored and the others get 409", async () => {
    const session = await t.login();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.json("/api/automation/start", withSession(session, { method: "POST" }))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(99);
    const started = await t.app.database.db
      .selectFrom("automationEvents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("type", "=", "AutomationStarted")
      .executeTakeFirstOrThrow();
    expect(Number(started.n)).toBe(1);
  });
});
