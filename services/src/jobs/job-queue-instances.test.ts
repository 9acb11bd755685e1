import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-database";
import type { DatabaseHandle, DatabaseTarget } from "../db/create-database";
import { createJobQueue, type Job, type JobQueue, type JobQueueOptions } from "./job-queue";
import { secondInstanceDatabase, severable, sleep, waitFor } from "./test-support";

const POLL = { pollingIntervalSeconds: 0.5 };
// Supervision as often as pg-boss allows, so an expired job is noticed within a second or two.
const FAST_SUPERVISION: JobQueueOptions = { superviseIntervalSeconds: 1, monitorIntervalSeconds: 1 };

describe("the job queue across two app instances on one database", () => {
  let handle: DatabaseHandle;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let otherDatabase: DatabaseHandle;
  let first: JobQueue;
  let second: JobQueue;
  const errors: Error[] = [];
  /** Instances a test starts for itself, stopped here too in case the test failed half-way. */
  const extras: JobQueue[] = [];
  const onError = (error: Error) => errors.push(error);

  beforeAll(async () => {
    ({ handle, target, drop } = await createTestDatabase());
    otherDatabase = await secondInstanceDatabase(handle, target);
    first = await createJobQueue(handle, { ...FAST_SUPERVISION, onError });
    second = await createJobQueue(otherDatabase, { ...FAST_SUPERVISION, onError });
  });
  afterAll(async () => {
    const all = [first, second, ...extras].filter(Boolean);
    await Promise.all(all.map((queue) => queue.stop({ graceful: false, timeoutMs: 1_000 })));
    await otherDatabase?.close();
    await drop?.();
    expect(errors).toEqual([]);
  });

  it("when both instances work a singleton queue, then no two of its jobs ever run at once", async () => {
    await Promise.all([
      first.ensureQueue("one-at-a-time", { policy: "singleton" }),
      second.ensureQueue("one-at-a-time", { policy: "singleton" }),
    ]);
    const runs: { n: number; instance: string; start: number; end: number }[] = [];
    const handler = (instance: string) => async (job: Job<{ n: number }>) => {
      const start = Date.now();
      await sleep(200);
      runs.push({ n: job.data.n, instance, start, end: Date.now() });
    };
    await first.work("one-at-a-time", handler("first"), POLL);
    await second.work("one-at-a-time", handler("second"), POLL);
    for (let n = 1; n <= 6; n++) await first.send(handle.db, "one-at-a-time", { n });

    await waitFor("six runs", () => runs.length === 6, 20_000);
    expect(runs.map((run) => run.n).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    const byStart = [...runs].sort((a, b) => a.start - b.start);
    for (let i = 1; i < byStart.length; i++) {
      const [previous, current] = [byStart[i - 1], byStart[i]];
      expect(current?.start, `run ${current?.n} started before run ${previous?.n} ended`).toBeGreaterThanOrEqual(
        previous?.end ?? Number.POSITIVE_INFINITY,
      );
    }
  });

  it("when the instance running a job disappears, then the job expires and the surviving instance gets it with retryCount 1", async () => {
    const doomed = severable(otherDatabase);
    const doomedErrors: Error[] = [];
    const dying = await createJobQueue(doomed.handle, { ...FAST_SUPERVISION, onError: (e) => doomedErrors.push(e) });
    extras.push(dying);
    const settings = { policy: "singleton", expireInSeconds: 1, retryLimit: 1, retryDelay: 0 } as const;
    await dying.ensureQueue("crash", settings);
    await first.ensureQueue("crash", settings);

    let dyingJob: Job<{ report: string }> | undefined;
    await dying.work<{ report: string }>(
      "crash",
      async (job) => {
        dyingJob = job;
        // Long work that stops only when told to.
        await new Promise((resolve) => job.signal.addEventListener("abort", resolve));
      },
      POLL,
    );
    const id = await first.send(handle.db, "crash", { report: "monthly" });
    await waitFor("the doomed instance to take the job", () => dyingJob !== undefined);
    doomed.sever(); // from here on the doomed instance cannot reach the database at all

    const retried: Job<{ report: string }>[] = [];
    await first.work<{ report: string }>("crash", async (job) => void retried.push(job), POLL);
    await waitFor("the surviving instance to get the job", () => retried.length > 0, 10_000);

    expect(retried.map(({ id, data, retryCount }) => ({ id, data, retryCount }))).toEqual([
      { id, data: { report: "monthly" }, retryCount: 1 },
    ]);
    // The dead instance's own handler was told to stop when the job expired.
    expect(dyingJob?.signal.aborted).toBe(true);
    await dying.stop({ graceful: false, timeoutMs: 1_000 });
    expect(doomedErrors.length).toBeGreaterThan(0); // its failed statements went to onError, not to a crash
  });

  it("when an instance is stopped without grace mid-job, then its handler's signal fires and the other instance retries the job", async () => {
    const leaving = await createJobQueue(otherDatabase, { onError });
    extras.push(leaving);
    await leaving.ensureQueue("handover", { retryLimit: 1, retryDelay: 0 });
    await first.ensureQueue("handover", { retryLimit: 1, retryDelay: 0 });

    let interrupted: Job<unknown> | undefined;
    let handlerReturned = false;
    await leaving.work(
      "handover",
      async (job) => {
        interrupted = job;
        await new Promise((resolve) => job.signal.addEventListener("abort", resolve));
        handlerReturned = true;
      },
      POLL,
    );
    const id = await first.send(handle.db, "handover", {});
    await waitFor("the leaving instance to take the job", () => interrupted !== undefined);

    await leaving.stop({ graceful: false });
    expect(interrupted?.signal.aborted).toBe(true);
    expect(handlerReturned).toBe(true); // stop() waited for the aborted handler

    const retried: Job<unknown>[] = [];
    await first.work("handover", async (job) => void retried.push(job), POLL);
    await waitFor("the other instance to get the job", () => retried.length > 0);
    expect(retried.map((job) => ({ id: job.id, retryCount: job.retryCount }))).toEqual([{ id, retryCount: 1 }]);
  });
});
