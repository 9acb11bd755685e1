import { AUTOMATION_STREAM, STEP_NAMES } from "@movebreak/shared/automation";
import { sql } from "kysely";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commandHandler } from "../src/automation/command-handler";
import { loadState } from "../src/automation/projections/decision-store";
import { automationRunner } from "../src/automation/runner";
import { runLeases } from "../src/jobs/run-lease";
import { PageJobEndedError, recordPageJobEvent } from "../src/pages/generation-queue/page-jobs";
import { pageGenerationWorker } from "../src/pages/generation-queue/worker";
import { committingSteps } from "./support/committing-steps";
import { waitUntil } from "./support/fake-steps";
import { startTestApp, type TestApp, withSession } from "./support/test-app";
import { createTestDatabase } from "./support/test-database";

/*
 * Issue 31, item 1 and 3: whatever a step writes commits with the event that records it, a retried generation
 * job resumes after its last completed step, and a run whose worker went quiet is aborted by the stall check.
 * The kill -9 versions of these are in the chaos drill (npm run drill); here each is pinned down in process.
 */

const silent = pino({ level: "silent" });

describe("effects happen exactly once", () => {
  let t: TestApp;
  let session: string;
  const fake = committingSteps();
  const db = () => t.app.database.db;
  const api = (path: string, init: RequestInit = {}) => t.json(path, withSession(session, init));
  const status = async () => (await api("/api/automation/status")).body;
  const pages = async () => (await db().selectFrom("landingPages").select(["id", "slug"]).execute()).length;
  /**
   * A generation worker as an instance runs it; `sent`: the jobs it hands on (sends to the queue again); `steps`:
   * the instance's own steps (another instance counts its calls apart).
   */
  const generationWorker = (sent: object[] = [], steps = fake.steps) =>
    pageGenerationWorker({
      db: db(),
      queue: {
        send: async (_executor, _queue, data) => {
          sent.push(data);
          return null;
        },
      },
      steps,
      clock: () => new Date(),
      logger: silent,
      stepTimeoutMs: 20_000,
      leases: runLeases({
        db: db(),
        clock: () => new Date(),
        logger: silent,
        options: { heartbeatMs: 1000, staleMs: 3000 },
      }),
    });
  const queuePageJob = (jobId: string) =>
    db()
      .transaction()
      .execute((trx) =>
        recordPageJobEvent(trx, { type: "PageJobQueued", data: { jobId } }, { actor: "test" }, new Date()),
      );

  beforeAll(async () => {
    t = await startTestApp({ seed: false, steps: fake.steps, env: { AUTOMATION_STEP_TIMEOUT_MS: "20000" } });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when a run is aborted while its publish step works, then the page it prepared is not published and no event names one", async () => {
    const held = fake.holdAt("publish");
    expect((await api("/api/automation/start", { method: "POST" })).status).toBe(200);
    await held.reached;
    const runId = (await status()).currentRunId as string;
    // Another instance's stall check (or an operator) aborts the run while its publish is about to commit.
    await t.app.automation.handle({ type: "AbortRun", runId, reason: "test" }, { actor: "system" });
    held.release();
    await waitUntil("the run to be recorded as aborted", status, (s) => s.currentRunId === null && s.errorCount === 1);
    // The step returned, its CompleteStep was refused, and the page's insert rolled back with it: the worker
    // is done once it has released the run's lease.
    await waitUntil(
      "the run's worker to finish",
      () => db().selectFrom("runLeases").select("runId").where("runId", "=", runId).execute(),
      (rows) => rows.length === 0,
    );
    expect(fake.callsOf("publish")).toBe(1);
    expect(await pages()).toBe(0);
    const named = await db()
      .selectFrom("automationEvents")
      .select("type")
      .where("streamId", "=", AUTOMATION_STREAM)
      .where(sql<boolean>`data ? 'landingPageId'`)
      .where("type", "=", "StepCompleted")
      .execute();
    expect(named).toEqual([]);
    await api("/api/automation/stop", { method: "POST" });
  });

  it("when a run publishes, then its page and the StepCompleted naming it are one commit", async () => {
    await waitUntil("the automation to stop", status, (s) => s.status === "stopped");
    expect((await api("/api/automation/start", { method: "POST" })).status).toBe(200);
    const done = await waitUntil("one successful run", status, (s) => s.successCount === 1);
    await api("/api/automation/stop", { method: "POST" });
    const published = await db()
      .selectFrom("automationEvents")
      .select(sql<number>`(data->>'landingPageId')::int`.as("pageId"))
      .where("type", "=", "StepCompleted")
      .where(sql<boolean>`data->>'step' = 'publish'`)
      .execute();
    const rows = await db().selectFrom("landingPages").select("id").execute();
    expect(rows).toHaveLength(1);
    expect(published.map((event) => Number(event.pageId))).toEqual(rows.map((row) => row.id));
    expect(done.errorCount).toBe(1);
  });

  it("when a generation job's worker stops mid-way, then the retried job resumes after its last completed step and publishes once", async () => {
    const jobId = "0f0e0d0c-resumed-job";
    await queuePageJob(jobId);
    const { handle: worker } = generationWorker();
    const before = {
      draft: fake.callsOf("draft_content"),
      media: fake.callsOf("create_media"),
      publish: fake.callsOf("publish"),
    };
    const pagesBefore = await pages();

    // First attempt: its worker stops (the queue fails the job and fires its signal) during create_media.
    const held = fake.holdAt("create_media");
    const stopping = new AbortController();
    const first = worker({ id: "job-1", data: { jobId }, retryCount: 0, signal: stopping.signal });
    await held.reached;
    stopping.abort(new Error("the worker stopped"));
    await expect(first).rejects.toThrow("the worker stopped");
    held.release();

    // The retry (pg-boss, on any instance) goes on from create_media with what the earlier steps left.
    await worker({ id: "job-1", data: { jobId }, retryCount: 1, signal: new AbortController().signal });
    expect(fake.callsOf("draft_content") - before.draft).toBe(1);
    expect(fake.callsOf("create_media") - before.media).toBe(2);
    expect(fake.callsOf("publish") - before.publish).toBe(1);
    expect(await pages()).toBe(pagesBefore + 1);

    // A retry of a job that has ended (its worker died before pg-boss heard) does nothing at all.
    await worker({ id: "job-1", data: { jobId }, retryCount: 2, signal: new AbortController().signal });
    expect(fake.callsOf("publish") - before.publish).toBe(1);
    expect(await pages()).toBe(pagesBefore + 1);

    const events = await db()
      .selectFrom("automationEvents")
      .select(["type", "streamVersion", "data"])
      .where("streamId", "=", `page-job:${jobId}`)
      .orderBy("streamVersion")
      .execute();
    expect(events.map((event) => event.type)).toEqual([
      "PageJobQueued",
      "PageJobStarted",
      ...Array(8).fill("PageJobStepCompleted"),
      "PageJobCompleted",
    ]);
    expect(events.map((event) => event.streamVersion)).toEqual(events.map((_, i) => i + 1));
    const job = await db().selectFrom("pageJobs").selectAll().where("jobId", "=", jobId).executeTakeFirstOrThrow();
    const page = await db()
      .selectFrom("landingPages")
      .select("id")
      .where("id", "=", Number(job.landingPageId))
      .executeTakeFirst();
    expect(job.status).toBe("completed");
    expect(page).toBeDefined();
    // The page is named by the publish step's event and by the job's completion, and by nothing else.
    const naming = events.filter((event) => (event.data as { landingPageId?: number }).landingPageId === page?.id);
    expect(naming.map((event) => event.type)).toEqual(["PageJobStepCompleted", "PageJobCompleted"]);
  });

  it("when a worker frozen mid-step wakes after another instance finished its job, then it records nothing: no step after the end, no failure", async () => {
    const jobId = "3c4d5e6f-frozen-job";
    await queuePageJob(jobId);
    const pagesBefore = await pages();
    // Instance A's worker stops moving during create_media (a long pause: SIGSTOP, a VM migration).
    const held = fake.holdAt("create_media");
    const frozen = generationWorker().handle({
      id: "job-a",
      data: { jobId },
      retryCount: 0,
      signal: new AbortController().signal,
    });
    await held.reached;
    // Meanwhile instance B (its own steps) takes the job over and finishes it.
    const workerB = generationWorker([], committingSteps().steps);
    await workerB.handle({ id: "job-b", data: { jobId }, retryCount: 1, signal: new AbortController().signal });
    const ended = await db().selectFrom("pageJobs").selectAll().where("jobId", "=", jobId).executeTakeFirstOrThrow();
    expect(ended.status).toBe("completed");

    // A thaws: its create_media finishes, and its commit is refused.
    held.release();
    await frozen;
    const events = await db()
      .selectFrom("automationEvents")
      .select("type")
      .where("streamId", "=", `page-job:${jobId}`)
      .orderBy("streamVersion")
      .execute();
    expect(events.at(-1)?.type).toBe("PageJobCompleted");
    expect(events.filter((event) => event.type === "PageJobFailed")).toHaveLength(0);
    const after = await db().selectFrom("pageJobs").selectAll().where("jobId", "=", jobId).executeTakeFirstOrThrow();
    expect(after).toEqual(ended);
    expect(await pages()).toBe(pagesBefore + 1);
  });

  it("when anything appends to a generation job that has ended, then the append is refused and the stream stays as it was", async () => {
    const jobId = "2b3c4d5e-ended-job";
    await queuePageJob(jobId);
    const append = (event: Parameters<typeof recordPageJobEvent>[1]) =>
      db()
        .transaction()
        .execute((trx) => recordPageJobEvent(trx, event, { actor: "test" }, new Date()));
    await append({ type: "PageJobStarted", data: { jobId } });
    await append({ type: "PageJobFailed", data: { jobId, step: "draft_content", error: "a test failure" } });
    await expect(
      append({ type: "PageJobStepCompleted", data: { jobId, step: "draft_content", durationMs: 1, message: "late" } }),
    ).rejects.toBeInstanceOf(PageJobEndedError);
    const count = await db()
      .selectFrom("automationEvents")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("streamId", "=", `page-job:${jobId}`)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it("when the server stops while a generation job's step works, then that step finishes, the job is handed on, and another instance finishes it with each step run once", async () => {
    const jobId = "1a2b3c4d-handed-on-job";
    await queuePageJob(jobId);
    const sent: object[] = [];
    const stopping = generationWorker(sent);
    const before = { media: fake.callsOf("create_media"), publish: fake.callsOf("publish") };
    const held = fake.holdAt("create_media");
    const signal = new AbortController().signal;
    const first = stopping.handle({ id: "job-2", data: { jobId }, retryCount: 0, signal });
    await held.reached;
    // SIGTERM: the worker drains (the queue is stopped only after), and the step in flight is let finish.
    const drained = stopping.drain(10_000);
    held.release();
    await first;
    await drained;
    expect(sent).toEqual([{ jobId }]);
    const steps = async () =>
      (
        await db()
          .selectFrom("automationEvents")
          .select("data")
          .where("streamId", "=", `page-job:${jobId}`)
          .where("type", "=", "PageJobStepCompleted")
          .execute()
      ).map((event) => (event.data as { step: string }).step);
    expect(await steps()).toEqual(STEP_NAMES.slice(0, STEP_NAMES.indexOf("create_media") + 1));

    // Another instance's worker takes the job sent again and goes on from the next step.
    await generationWorker().handle({ id: "job-3", data: { jobId }, retryCount: 0, signal });
    expect(await steps()).toEqual([...STEP_NAMES]);
    expect(fake.callsOf("create_media") - before.media).toBe(1);
    expect(fake.callsOf("publish") - before.publish).toBe(1);
  });

  it("when the schedule moves, then the run job of the old schedule is cancelled, not left queued", async () => {
    await waitUntil("the automation to stop", status, (s) => s.status === "stopped" && s.currentRunId === null);
    const jobs = async () =>
      (
        await t.app.database.executeSql(
          "select state::text as state, data->>'scheduleId' as schedule from pgboss.job where name = 'automation-run' and data ? 'scheduleId'",
        )
      ).rows as { state: string; schedule: string }[];
    // Start: the first run at once, then the next one an interval (60 test minutes of 60 s) later.
    expect((await api("/api/automation/start", { method: "POST" })).status).toBe(200);
    await waitUntil("a waiting next run", status, (s) => s.successCount === 2 && s.nextRunAt !== null);
    for (const minutes of [30, 20, 10]) {
      const moved = await api("/api/automation/interval", {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ minutes }),
      });
      expect(moved.status).toBe(200);
    }
    const waiting = (await jobs()).filter((job) => job.state === "created" || job.state === "retry");
    const { state } = await loadState(db(), AUTOMATION_STREAM);
    expect(waiting.map((job) => job.schedule)).toEqual([state.context.scheduleId]);
    expect((await jobs()).filter((job) => job.state === "cancelled").length).toBeGreaterThanOrEqual(3);
    // Stopping leaves no run job waiting.
    await api("/api/automation/stop", { method: "POST" });
    expect((await jobs()).filter((job) => job.state === "created" || job.state === "retry")).toEqual([]);
  });
});

describe("a run whose worker stopped", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let now = Date.parse("2026-11-27T10:00:00Z");
  const clock = () => new Date(now);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /** The command handler and a runner on the test's clock; no worker runs: the tests play the dead one. */
  function rig() {
    const db = database.handle.db;
    let ids = 0;
    const jobs = { send: async () => null, cancelWaiting: async () => 0 };
    const handle = commandHandler({
      db,
      jobs,
      clock,
      newId: () => `id-${now}-${++ids}`,
      minuteMs: 60_000,
    });
    const leases = runLeases({ db, clock, logger: silent, options: { heartbeatMs: 5_000, staleMs: 17_500 } });
    const runner = automationRunner({
      db,
      handle,
      steps: committingSteps().steps,
      newId: () => "unused",
      stepTimeoutMs: 1000,
      logger: silent,
      leases,
      queue: jobs,
    });
    return { db, handle, runner };
  }

  it("when its lease goes quiet, then its silence shows and the stall check aborts it, naming a pin it left", async () => {
    const { db, handle, runner } = rig();
    // A run that a worker began and then died in, mid-publish, after pinning the page.
    const meta = { actor: "system" };
    await handle({ type: "StartAutomation" }, meta);
    const scheduleId = (await loadState(db, AUTOMATION_STREAM)).state.context.scheduleId as string;
    await handle({ type: "BeginRun", scheduleId, runId: "run-dead" }, meta);
    for (const step of STEP_NAMES.slice(0, 7)) {
      await handle({ type: "BeginStep", runId: "run-dead", step }, meta);
      await handle({ type: "CompleteStep", runId: "run-dead", step, durationMs: 1, message: "ok" }, meta);
    }
    await handle({ type: "BeginStep", runId: "run-dead", step: "publish" }, meta);
    now += 2_000;
    // Its worker renewed the lease once (at +2 s), then died: the renewals stop with the process.
    await db
      .insertInto("runLeases")
      .values({ runId: "run-dead", owner: "dead-instance", heartbeatAt: clock() })
      .execute();
    await db
      .insertInto("pinsMade")
      .values({
        link: "https://movebreak.test/pages/x",
        pinId: "pin-77",
        boardId: "b",
        boardName: "Desk",
        runKey: "run-dead",
        createdAt: clock(),
      })
      .execute();

    // 5 s after the last beat the worker is only late: nothing happens.
    now += 5_000;
    expect(await runner.checkStalledRun()).toBe(false);
    // 12 s: two beats missed; the status says the worker stopped, and the run is still waited for.
    now += 7_000;
    expect(await runner.workerSilence(await loadState(db, AUTOMATION_STREAM))).toEqual({
      runId: "run-dead",
      silentMs: 12_000,
    });
    // 18 s: past the stale age, any instance aborts it, saying why and what the dead attempt left.
    now += 6_000;
    expect(await runner.checkStalledRun()).toBe(true);
    const aborted = await db
      .selectFrom("automationEvents")
      .select("data")
      .where("type", "=", "RunAborted")
      .executeTakeFirstOrThrow();
    expect(aborted.data).toMatchObject({
      runId: "run-dead",
      step: "publish",
      reason:
        "stalled: its worker stopped (no heartbeat for 18 s during publish); it made Pinterest pin pin-77 for https://movebreak.test/pages/x, which was not published",
    });
    // A second instance checking at the same moment finds nothing left to abort.
    expect(await runner.checkStalledRun()).toBe(false);
    expect((await loadState(db, AUTOMATION_STREAM)).state.context.runId).toBeNull();
  });

  it("when a run paused between two steps has no worker, then it is not taken for stalled", async () => {
    const { db, handle, runner } = rig();
    const meta = { actor: "system" };
    now += 3_600_000;
    const { state } = await loadState(db, AUTOMATION_STREAM);
    await handle({ type: "BeginRun", scheduleId: state.context.scheduleId as string, runId: "run-paused" }, meta);
    await handle({ type: "BeginStep", runId: "run-paused", step: "select_topic" }, meta);
    await handle({ type: "PauseAutomation" }, meta);
    await handle(
      { type: "CompleteStep", runId: "run-paused", step: "select_topic", durationMs: 1, message: "ok" },
      meta,
    );
    now += 3_600_000;
    expect(await runner.workerSilence(await loadState(db, AUTOMATION_STREAM))).toBeNull();
    expect(await runner.checkStalledRun()).toBe(false);
  });
});
