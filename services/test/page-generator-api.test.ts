import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeSteps, waitUntil } from "./support/fake-steps";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

describe("the page generation queue", () => {
  let t: TestApp;
  let session: string;
  // The second job's draft fails; the others complete.
  let drafts = 0;
  const fake = fakeSteps((step) => (step === "draft_content" && ++drafts === 2 ? "fail" : "succeed"), 20);
  const status = async () => (await t.json("/api/page-generator/queue/status", withSession(session))).body;

  beforeAll(async () => {
    t = await startTestApp({ seed: false, steps: fake.steps, env: { AUTOMATION_STEP_TIMEOUT_MS: "2000" } });
    session = await t.login();
  });
  afterAll(() => t.stop());

  it("when nothing was queued, then the status has every count at zero and no current job", async () => {
    expect(await status()).toEqual({
      success: true,
      queueStatus: {
        totalJobs: 0,
        pendingJobs: 0,
        processingJobs: 0,
        completedJobs: 0,
        failedJobs: 0,
        isProcessing: false,
        currentJob: null,
      },
    });
  });

  it("when three jobs are added, then they get positions, run one at a time, and end completed or failed with events on their streams", async () => {
    const answers = [];
    for (let i = 0; i < 3; i += 1)
      answers.push(await t.json("/api/page-generator/generate", withSession(session, { method: "POST" })));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.body).toMatchObject({ success: true, jobId: expect.any(String), position: expect.any(Number) });
      expect(answer.body.queueStatus.totalJobs).toBeGreaterThanOrEqual(1);
    }
    const done = await waitUntil(
      "all three jobs",
      status,
      (s) => s.queueStatus.completedJobs + s.queueStatus.failedJobs === 3,
    );
    expect(done.queueStatus).toMatchObject({
      totalJobs: 3,
      completedJobs: 2,
      failedJobs: 1,
      pendingJobs: 0,
      isProcessing: false,
    });

    const jobId = answers[0]?.body.jobId;
    const events = await t.app.database.db
      .selectFrom("automationEvents")
      .select(["type", "streamVersion"])
      .where("streamId", "=", `page-job:${jobId}`)
      .orderBy("streamVersion")
      .execute();
    expect(events.map((e) => e.type)).toEqual([
      "PageJobQueued",
      "PageJobStarted",
      ...Array(8).fill("PageJobStepCompleted"),
      "PageJobCompleted",
    ]);
    const failed = await t.app.database.db
      .selectFrom("pageJobs")
      .selectAll()
      .where("status", "=", "failed")
      .executeTakeFirstOrThrow();
    expect(failed.error).toBe("draft_content failed on purpose");
    expect(failed.currentStep).toBe("draft_content");

    // One job at a time: steps of different jobs never interleave.
    const order = fake.calls.map((c) => c.runId);
    const switches = order.filter((id, i) => i > 0 && id !== order[i - 1]).length;
    expect(switches).toBe(2);
  });

  it("when the queue is called without a session, then 401", async () => {
    expect((await t.json("/api/page-generator/generate", { method: "POST" })).status).toBe(401);
    expect((await t.json("/api/page-generator/queue/status")).status).toBe(401);
  });
});
