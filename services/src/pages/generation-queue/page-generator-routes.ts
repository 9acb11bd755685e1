import { randomUUID } from "node:crypto";
import { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { writeGuardOf } from "../../http/write-guard";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../lib/clock";
import { PAGE_GENERATION_QUEUE } from "./page-job-events";
import { queueStatus, recordPageJobEvent } from "./page-jobs";

/** The generation queue of the Page Manager (admin spec section 7), behind the admin session. */
export function pageGeneratorRoutes(deps: { db: Kysely<Database>; queue: JobQueue; clock: Clock }): Router {
  const router = Router();

  router.post("/generate", async (req, res) => {
    const jobId = randomUUID();
    const now = deps.clock();
    await deps.db.transaction().execute(async (trx) => {
      await writeGuardOf(res)(trx);
      await recordPageJobEvent(
        trx,
        { type: "PageJobQueued", data: { jobId } },
        { actor: String(res.locals.actor ?? "admin"), ...(req.id ? { requestId: String(req.id) } : {}) },
        now,
      );
      // The job commits with its PageJobQueued event, or neither does.
      await deps.queue.send(trx, PAGE_GENERATION_QUEUE, { jobId });
    });
    const status = await queueStatus(deps.db);
    const ahead = await deps.db
      .selectFrom("pageJobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "pending")
      .where("queuedAt", "<=", now)
      .executeTakeFirstOrThrow();
    res.status(202).json({ success: true, jobId, position: Math.max(1, Number(ahead.n)), queueStatus: status });
  });

  router.get("/queue/status", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ success: true, queueStatus: await queueStatus(deps.db) });
  });

  return router;
}
