import { STEP_NAMES } from "@movebreak/shared/automation";
import { type AutomationAnalytics, AutomationAnalyticsSchema } from "@movebreak/shared/contracts/automation-analytics";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp, withSession } from "./support/test-app";

const NOW = new Date("2026-11-22T10:30:00Z");

type Outcome = "completed" | "failed" | "aborted" | "stopped" | "running";

let runCount = 0;
/** A run as the projection leaves it; a completed one publishes a page unless told otherwise. */
function run(startedAt: string, outcome: Outcome, executionMs = 0, landingPage = outcome === "completed") {
  runCount += 1;
  return {
    runId: `run-${runCount}`,
    startedSeq: runCount,
    startedAt,
    endedAt: outcome === "running" ? null : startedAt,
    outcome,
    executionMs,
    landingPageId: landingPage ? runCount : null,
    failedStep: outcome === "failed" ? "draft_content" : null,
    error: outcome === "failed" ? "boom" : null,
  };
}

let timingCount = 0;
function timing(stepNumber: number, startedAt: string, durationMs: number | null, outcome = "completed") {
  timingCount += 1;
  return {
    runId: `timed-${timingCount}`,
    stepNumber,
    step: STEP_NAMES[stepNumber - 1] as string,
    startedAt,
    durationMs,
    outcome,
  };
}

const empty = (bucketStart: string) => ({
  bucketStart,
  completed: 0,
  failed: 0,
  stopped: 0,
  total: 0,
  successRate: null,
});

describe("GET /api/automation/analytics over seeded runs and step timings", () => {
  let t: TestApp;
  let session: string;
  const get = (query: string) => t.json(`/api/automation/analytics${query}`, withSession(session));
  const analytics = async (query: string): Promise<AutomationAnalytics> => {
    const { status, body } = await get(query);
    expect(status, JSON.stringify(body)).toBe(200);
    return AutomationAnalyticsSchema.parse(body);
  };

  beforeAll(async () => {
    t = await startTestApp({ seed: false, clock: () => NOW });
    session = await t.login();
    const { db } = t.app.database;
    await db
      .insertInto("automationRuns")
      .values([
        // Just outside 2026-11-01..2026-11-05 on both sides.
        run("2026-10-31T23:59:59.999Z", "completed", 999),
        run("2026-11-05T00:00:00Z", "completed", 999),
        // Nov 1: 3 completed (one without a page), 1 failed, 1 aborted.
        run("2026-11-01T00:00:00Z", "completed", 1000),
        run("2026-11-01T08:00:00Z", "completed", 2000),
        run("2026-11-01T12:00:00Z", "completed", 3000, false),
        run("2026-11-01T16:00:00Z", "failed", 400),
        run("2026-11-01T23:59:59.999Z", "aborted", 600),
        // Nov 2: nothing. Nov 3: 2 completed, 1 stopped (no verdict), 1 still running.
        run("2026-11-03T01:00:00Z", "completed", 1500),
        run("2026-11-03T02:00:00Z", "completed", 2500),
        run("2026-11-03T03:00:00Z", "stopped", 7000),
        run("2026-11-03T04:00:00Z", "running", 0),
        // Nov 4: 2 completed, 1 failed.
        run("2026-11-04T05:00:00Z", "completed", 1200),
        run("2026-11-04T06:00:00Z", "completed", 1800),
        run("2026-11-04T07:00:00Z", "failed", 1000),
        // Around the clock's current hour: one in it, one after now (excluded by the default to).
        run("2026-11-22T10:10:00Z", "completed", 500),
        run("2026-11-22T10:45:00Z", "completed", 500),
        // The hour before yesterday's default window starts (2026-11-20T11:00Z).
        run("2026-11-20T10:59:59Z", "failed", 100),
      ])
      .execute();

    await db
      .insertInto("automationStepTimings")
      .values([
        // draft_content: 1..100 ms, shuffled so the order of insertion cannot matter.
        ...Array.from({ length: 100 }, (_, i) => ((i * 37) % 100) + 1).map((ms, i) =>
          timing(4, `2026-11-10T${String(i % 24).padStart(2, "0")}:00:00Z`, ms),
        ),
        // Not completed, or outside the range: ignored.
        timing(4, "2026-11-10T05:00:00Z", 100_000, "failed"),
        timing(4, "2026-11-10T05:00:00Z", null, "running"),
        timing(4, "2026-11-09T23:59:59.999Z", 100_000),
        timing(4, "2026-11-11T00:00:00Z", 100_000),
        timing(1, "2026-11-10T01:00:00Z", 10),
        timing(1, "2026-11-10T02:00:00Z", 20),
        timing(8, "2026-11-10T03:00:00Z", 7),
      ])
      .execute();
  });
  afterAll(() => t?.stop());

  it("when asked for days, then every day of the range has a bucket, empty ones as zeros", async () => {
    const body = await analytics("?bucket=day&from=2026-11-01T00:00:00Z&to=2026-11-05T00:00:00Z");
    expect(body).toMatchObject({ bucket: "day", from: "2026-11-01T00:00:00.000Z", to: "2026-11-05T00:00:00.000Z" });
    expect(body.runs).toEqual([
      { bucketStart: "2026-11-01T00:00:00.000Z", completed: 3, failed: 2, stopped: 0, total: 5, successRate: 60 },
      empty("2026-11-02T00:00:00.000Z"),
      { bucketStart: "2026-11-03T00:00:00.000Z", completed: 2, failed: 0, stopped: 1, total: 4, successRate: 100 },
      { bucketStart: "2026-11-04T00:00:00.000Z", completed: 2, failed: 1, stopped: 0, total: 3, successRate: 66.7 },
    ]);
    expect(body.pagesPublished).toEqual([
      { bucketStart: "2026-11-01T00:00:00.000Z", pages: 2, cumulative: 2 },
      { bucketStart: "2026-11-02T00:00:00.000Z", pages: 0, cumulative: 2 },
      { bucketStart: "2026-11-03T00:00:00.000Z", pages: 2, cumulative: 4 },
      { bucketStart: "2026-11-04T00:00:00.000Z", pages: 2, cumulative: 6 },
    ]);
    // Average of the 10 completed, failed and aborted runs: 15000 / 10; stopped and running ones have no verdict.
    expect(body.totals).toEqual({
      runs: 12,
      completed: 7,
      failed: 3,
      successRate: 70,
      pagesPublished: 6,
      averageExecutionMs: 1500,
    });
  });

  it("when asked for hours from mid-hour, then the first bucket starts on the hour but counts only runs from `from` on", async () => {
    const body = await analytics("?bucket=hour&from=2026-11-01T00:30:00Z&to=2026-11-01T13:00:00Z");
    expect(body.runs.map((b) => b.bucketStart)).toEqual(
      Array.from({ length: 13 }, (_, h) => `2026-11-01T${String(h).padStart(2, "0")}:00:00.000Z`),
    );
    // The run at 00:00 is before `from`; the one at 12:00 is in the last bucket.
    expect(body.runs[0]).toEqual(empty("2026-11-01T00:00:00.000Z"));
    expect(body.runs[8]).toMatchObject({ completed: 1, total: 1, successRate: 100 });
    expect(body.runs[12]).toMatchObject({ bucketStart: "2026-11-01T12:00:00.000Z", completed: 1, total: 1 });
    expect(body.runs.reduce((sum, b) => sum + b.total, 0)).toBe(2);
    // The 12:00 run published no page.
    expect(body.pagesPublished.at(-1)).toEqual({ bucketStart: "2026-11-01T12:00:00.000Z", pages: 0, cumulative: 1 });
    expect(body.totals).toEqual({
      runs: 2,
      completed: 2,
      failed: 0,
      successRate: 100,
      pagesPublished: 1,
      averageExecutionMs: 2500,
    });
  });

  it("when the range holds no run, then the buckets are zeros and the rates and averages null", async () => {
    const body = await analytics("?bucket=day&from=2026-11-06&to=2026-11-08");
    expect(body.runs).toEqual([empty("2026-11-06T00:00:00.000Z"), empty("2026-11-07T00:00:00.000Z")]);
    expect(body.pagesPublished.map((b) => b.cumulative)).toEqual([0, 0]);
    expect(body.totals).toEqual({
      runs: 0,
      completed: 0,
      failed: 0,
      successRate: null,
      pagesPublished: 0,
      averageExecutionMs: null,
    });
  });

  it("when step timings are known, then p50 and p95 are percentile_cont over the completed ones, for all 8 steps in order", async () => {
    const body = await analytics("?from=2026-11-10T00:00:00Z&to=2026-11-11T00:00:00Z");
    expect(body.stepDurations).toEqual(
      STEP_NAMES.map((step, i) => {
        const stepNumber = i + 1;
        if (stepNumber === 1) return { step, stepNumber, count: 2, p50Ms: 15, p95Ms: 19.5 };
        if (stepNumber === 4) return { step, stepNumber, count: 100, p50Ms: 50.5, p95Ms: 95.05 };
        if (stepNumber === 8) return { step, stepNumber, count: 1, p50Ms: 7, p95Ms: 7 };
        return { step, stepNumber, count: 0, p50Ms: null, p95Ms: null };
      }),
    );
  });

  it("when no query is given, then 30 whole days up to now, today's bucket last", async () => {
    const body = await analytics("");
    expect(body).toMatchObject({ bucket: "day", from: "2026-10-24T00:00:00.000Z", to: NOW.toISOString() });
    expect(body.runs).toHaveLength(30);
    expect(body.runs[0]?.bucketStart).toBe("2026-10-24T00:00:00.000Z");
    expect(body.runs.at(-1)).toEqual({
      bucketStart: "2026-11-22T00:00:00.000Z",
      completed: 1,
      failed: 0,
      stopped: 0,
      total: 1,
      successRate: 100,
    });
    // Everything seeded but the run after now.
    expect(body.totals).toMatchObject({ runs: 16, completed: 10, failed: 4, pagesPublished: 9 });
    expect(body.pagesPublished.at(-1)?.cumulative).toBe(9);
  });

  it("when only bucket=hour is given, then 48 whole hours up to now", async () => {
    const body = await analytics("?bucket=hour");
    expect(body).toMatchObject({ bucket: "hour", from: "2026-11-20T11:00:00.000Z", to: NOW.toISOString() });
    expect(body.runs).toHaveLength(48);
    expect(body.runs[0]).toEqual(empty("2026-11-20T11:00:00.000Z"));
    expect(body.runs.at(-1)).toMatchObject({ bucketStart: "2026-11-22T10:00:00.000Z", completed: 1, total: 1 });
    expect(body.totals.runs).toBe(1);
  });

  it("when only `to` is given (a date), then the 30 days before it", async () => {
    const body = await analytics("?to=2026-11-05");
    expect(body).toMatchObject({ from: "2026-10-06T00:00:00.000Z", to: "2026-11-05T00:00:00.000Z" });
    expect(body.runs).toHaveLength(30);
    expect(body.runs.at(-1)?.bucketStart).toBe("2026-11-04T00:00:00.000Z");
    expect(body.totals).toMatchObject({ runs: 13, completed: 8, pagesPublished: 7 });
  });

  it("when the range is exactly 400 buckets, then it is answered", async () => {
    const body = await analytics("?bucket=hour&from=2026-11-01T00:00:00Z&to=2026-11-17T16:00:00Z");
    expect(body.runs).toHaveLength(400);
    expect(body.pagesPublished).toHaveLength(400);
  });

  it.each([
    ["?bucket=week", "Bucket must be one of: hour, day"],
    ["?bucket=", "Bucket must be one of: hour, day"],
    ["?from=yesterday", "From must be an ISO 8601 date or date-time with a time zone"],
    ["?to=2026-13-01", "To must be an ISO 8601 date or date-time with a time zone"],
    ["?from=2026-11-01T00:00:00", "From must be an ISO 8601 date or date-time with a time zone"],
    ["?from=2026-11-01&from=2026-11-02", "From must be an ISO 8601 date or date-time with a time zone"],
    ["?from=2026-11-05&to=2026-11-01", "From must be before to"],
    ["?from=2026-11-01T00:00:00Z&to=2026-11-01T00:00:00Z", "From must be before to"],
    ["?from=2026-12-01", "From must be before to"],
    [
      "?bucket=hour&from=2026-11-01T00:00:00Z&to=2026-11-17T16:00:00.001Z",
      "spans 401 hour buckets; at most 400 are allowed",
    ],
    ["?bucket=day&from=2025-01-01&to=2026-11-01", "spans 669 day buckets; at most 400 are allowed"],
  ])("when the query is %s, then 400 saying what is wrong", async (query, message) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.error).toContain(message);
    expect(body.details).toEqual([expect.objectContaining({ message: expect.stringContaining(message) })]);
  });

  it("when called without a session, then 401", async () => {
    expect((await t.json("/api/automation/analytics")).status).toBe(401);
  });
});
