import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { TestClock } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/support/test-database";
import type { DatabaseHandle, DatabaseTarget } from "../db/create-database";
import { createJobQueue, type JobQueue } from "./job-queue";
import { secondInstanceDatabase, sleep, waitFor } from "./test-support";

const POLL = { pollingIntervalSeconds: 0.5 };

describe("the job queue on one app instance", () => {
  let handle: DatabaseHandle;
  let target: DatabaseTarget;
  let drop: () => Promise<void>;
  let queue: JobQueue;
  const errors: Error[] = [];

  beforeAll(async () => {
    ({ handle, target, drop } = await createTestDatabase());
    await handle.executeSql("create table job_queue_probe (note text not null)");
    queue = await createJobQueue(handle, { onError: (error) => errors.push(error) });
  });
  afterAll(async () => {
    await queue?.stop({ graceful: false });
    await drop?.();
    expect(errors).toEqual([]);
  });

  it("when a job is sent in a transaction that rolls back, then it is never delivered; in one that commits, then it is delivered once", async () => {
    await queue.ensureQueue("tx-outcome");
    const delivered: string[] = [];
    await queue.work<{ label: string }>("tx-outcome", async (job) => void delivered.push(job.data.label), POLL);

    const rolledBack = await handle.db
      .transaction()
      .execute(async (trx) => {
        await queue.send(trx, "tx-outcome", { label: "rolled back" });
        throw new Error("roll back");
      })
      .catch((error: Error) => error.message);
    await handle.db.transaction().execute((trx) => queue.send(trx, "tx-outcome", { label: "committed" }));

    expect(rolledBack).toBe("roll back");
    await waitFor("the committed job", () => delivered.length > 0);
    // A job sent after both comes out after anything they put in the queue: once it is delivered, nothing else
    // from them can still arrive.
    await handle.db.transaction().execute((trx) => queue.send(trx, "tx-outcome", { label: "sent last" }));
    await waitFor("the job sent last", () => delivered.includes("sent last"));
    expect(delivered).toEqual(["committed", "sent last"]);
    expect(await queue.counts("tx-outcome")).toEqual({ created: 0, active: 0, completed: 2, failed: 0, retry: 0 });
  });

  it("when a kysely transaction rolls back while the queue polls and works, then the queue's rows are neither lost nor committed with it", async () => {
    await queue.ensureQueue("gate");
    const started: string[] = [];
    await queue.work<{ label: string }>(
      "gate",
      async (job) => {
        started.push(job.data.label);
        // Still running when the transaction opens: its completion is written while the transaction is open.
        if (job.data.label === "before") await sleep(300);
      },
      POLL,
    );
    await queue.send(handle.db, "gate", { label: "before" });
    await waitFor("the first job to start", () => started.includes("before"));

    let duringSentAt = 0;
    let rolledBackAt = 0;
    let duringSend: Promise<unknown> = Promise.resolve();
    await handle.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into job_queue_probe (note) values ('from the transaction')`.execute(trx);
        await queue.send(trx, "gate", { label: "in the transaction" });
        // Another caller enqueues while the transaction is open; the worker keeps polling and completing.
        duringSend = queue.send(handle.db, "gate", { label: "during" }).then(() => {
          duringSentAt = Date.now();
        });
        await sleep(1_500);
        rolledBackAt = Date.now();
        throw new Error("roll back");
      })
      .catch(() => undefined);

    await duringSend;
    await waitFor("the job sent during the transaction", () => started.includes("during"));
    await waitFor("both jobs to complete", async () => (await queue.counts("gate")).completed === 2);
    expect(started).toEqual(["before", "during"]);
    expect(await queue.counts("gate")).toEqual({ created: 0, active: 0, completed: 2, failed: 0, retry: 0 });
    const probe = await handle.executeSql("select count(*)::int as n from job_queue_probe");
    expect(probe.rows).toEqual([{ n: 0 }]);
    // On PGlite the other caller's insert waited for the session instead of joining the transaction.
    if (handle.kind === "pglite") expect(duringSentAt).toBeGreaterThanOrEqual(rolledBackAt);
  });

  it("when a job has a startAfter in the future, then it is not delivered before it", async () => {
    await queue.ensureQueue("deferred");
    let deliveredAt = 0;
    await queue.work(
      "deferred",
      async () => {
        deliveredAt = Date.now();
      },
      POLL,
    );
    const startAfter = new Date(Date.now() + 1_500);
    await queue.send(handle.db, "deferred", { report: "weekly" }, { startAfter });

    expect((await queue.counts("deferred")).created).toBe(1);
    await waitFor("the deferred job", () => deliveredAt > 0, 6_000);
    expect(deliveredAt).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it("when a handler throws on its last attempt, then the job counts as failed", async () => {
    await queue.ensureQueue("doomed", { retryLimit: 1, retryDelay: 0 });
    const attempts: number[] = [];
    await queue.work(
      "doomed",
      async (job) => {
        attempts.push(job.retryCount);
        throw new Error("always fails");
      },
      POLL,
    );
    await queue.send(handle.db, "doomed", {});
    await waitFor("the job to fail for good", async () => (await queue.counts("doomed")).failed === 1);
    expect(attempts).toEqual([0, 1]);
  });

  it("when a job's last retry fails, then it moves to the queue's dead-letter queue with its data, where it can be recorded as given up", async () => {
    await queue.ensureQueue("doomed-given-up", { retryLimit: 0 });
    await queue.ensureQueue("doomed-letter", { retryLimit: 1, retryDelay: 0, deadLetter: "doomed-given-up" });
    const givenUp: unknown[] = [];
    await queue.work("doomed-letter", async () => Promise.reject(new Error("dies every time")), POLL);
    await queue.work("doomed-given-up", async (job) => void givenUp.push(job.data), POLL);
    await queue.send(handle.db, "doomed-letter", { jobId: "j-1" });
    await waitFor("the given-up job to arrive", async () => givenUp.length === 1);
    expect(givenUp).toEqual([{ jobId: "j-1" }]);
    expect((await queue.counts("doomed-letter")).failed).toBe(1);
  });

  it("when a queue exists with another policy, then ensureQueue refuses instead of silently keeping it", async () => {
    await queue.ensureQueue("policy-fixed", { policy: "standard" });
    await expect(queue.ensureQueue("policy-fixed", { policy: "singleton" })).rejects.toThrow(/policy "standard"/);
  });

  it("when a queue was never ensured, then send and work say so instead of hanging on the gate", async () => {
    await expect(queue.send(handle.db, "unknown-queue", {})).rejects.toThrow(/ensureQueue\("unknown-queue"\)/);
    await expect(queue.work("unknown-queue", async () => undefined)).rejects.toThrow(/ensureQueue/);
  });

  it("when two app instances install pg-boss on one database at the same moment, then both start and share it", async () => {
    const schema = `jobs_race_${randomBytes(4).toString("hex")}`;
    const second = await secondInstanceDatabase(handle, target);
    const [first, other] = await Promise.all([
      createJobQueue(handle, { schema, onError: (error) => errors.push(error) }),
      createJobQueue(second, { schema, onError: (error) => errors.push(error) }),
    ]);
    try {
      await Promise.all([first.ensureQueue("shared"), other.ensureQueue("shared")]);
      const seen: string[] = [];
      await other.work<{ from: string }>("shared", async (job) => void seen.push(job.data.from), POLL);
      await first.send(handle.db, "shared", { from: "first" });
      await waitFor("the job sent by the other instance", () => seen.length === 1);
      expect(seen).toEqual(["first"]);
    } finally {
      await Promise.all([first.stop(), other.stop()]);
      await second.close();
    }
  });

  /** A pg-boss TestClock and the queue options that hand it over, in a schema of its own (the clock takes over that schema's job_now()). */
  const clockOptions = () => {
    const clock = new TestClock(new Date("2030-01-01T00:00:00Z"));
    const options = {
      schema: `jobs_clock_${randomBytes(4).toString("hex")}`,
      clock,
      onError: (e: Error) => errors.push(e),
    };
    return { clock, options };
  };
  // The database the tests run on is chosen by TEST_DATABASE_URL (test/support/test-database.ts).
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

  it.runIf(onPostgres)("when a pg-boss TestClock is given on PostgreSQL, then the queue refuses it", async () => {
    const { options } = clockOptions();
    await expect(createJobQueue(handle, options)).rejects.toThrow(/TestClock needs the embedded database/);
  });

  it.runIf(!onPostgres)(
    "when a pg-boss TestClock drives the queue on PGlite, then a job due in an hour runs only once the clock passes the hour",
    async () => {
      const { clock, options } = clockOptions();
      const timed = await createJobQueue(handle, options);
      await timed.ensureQueue("hourly");
      const seen: number[] = [];
      await timed.work<{ n: number }>("hourly", async (job) => void seen.push(job.data.n), {
        pollingIntervalSeconds: 1,
      });
      await timed.send(handle.db, "hourly", { n: 1 }, { startAfter: new Date("2030-01-01T01:00:00Z") });
      // A jump fires each passed timer once on the next tick, as if the process had slept.
      await clock.setTime(new Date("2030-01-01T00:59:00Z"));
      await clock.tick(1_000);
      expect(seen).toEqual([]);
      await clock.setTime(new Date("2030-01-01T01:01:00Z"));
      await clock.tick(1_000);
      await waitFor("the job due in an hour", () => seen.length === 1);
      await timed.stop({ graceful: false });
    },
  );

  it.runIf(process.versions.node.startsWith("20."))(
    "when pg-boss 12 (which declares node >=22.12) runs on Node 20, then it installs, delivers and stops cleanly",
    async () => {
      const schema = `jobs_node20_${randomBytes(4).toString("hex")}`;
      const own = await createJobQueue(handle, { schema, onError: (error) => errors.push(error) });
      await own.ensureQueue("node20", { policy: "singleton", expireInSeconds: 5 });
      const seen: number[] = [];
      await own.work<{ n: number }>("node20", async (job) => void seen.push(job.data.n), POLL);
      await own.send(handle.db, "node20", { n: 20 });
      await waitFor("the job", () => seen.length === 1);
      await own.stop();
      expect(seen).toEqual([20]);
    },
  );
});
