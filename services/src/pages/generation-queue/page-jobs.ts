import type { QueueStatus } from "@movebreak/shared/contracts/landing-pages";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { appendToStream } from "../../event-store/event-store";
import { PAGE_JOB_EVENTS, type PageJobEvent, pageJobStream } from "./page-job-events";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Appends one event to a job's stream and applies it to the page_jobs
 * projection in the same transaction (the row's version is the stream's).
 */
/** An append to a generation job that has already ended: refused, and the sender's work is someone else's now. */
export class PageJobEndedError extends Error {
  override name = "PageJobEndedError";
}

export async function recordPageJobEvent(
  trx: Transaction<Database>,
  event: PageJobEvent,
  meta: Record<string, unknown>,
  now: Date,
): Promise<void> {
  PAGE_JOB_EVENTS[event.type].schema.parse(event.data);
  const jobId = event.data.jobId;
  // The job's row, locked: appends to one job are serialized, and none goes past its end, whoever sends it (a
  // worker frozen past its claim while another finished the job).
  const row = await trx
    .selectFrom("pageJobs")
    .select(["version", "status"])
    .where("jobId", "=", jobId)
    .forUpdate()
    .executeTakeFirst();
  if (row && (row.status === "completed" || row.status === "failed"))
    throw new PageJobEndedError(`Page job ${jobId} has ended (${row.status}): nothing more is recorded on it`);
  const version = row?.version ?? 0;
  await appendToStream(trx, pageJobStream(jobId), version, [event], meta, now);
  switch (event.type) {
    case "PageJobQueued":
      await trx.insertInto("pageJobs").values({ jobId, status: "pending", version: 1, queuedAt: now }).execute();
      return;
    case "PageJobStarted":
      await trx
        .updateTable("pageJobs")
        .set({ status: "processing", version: version + 1, startedAt: now })
        .where("jobId", "=", jobId)
        .execute();
      return;
    case "PageJobStepCompleted":
      await trx
        .updateTable("pageJobs")
        .set({ currentStep: event.data.step, version: version + 1 })
        .where("jobId", "=", jobId)
        .execute();
      return;
    case "PageJobCompleted":
      await trx
        .updateTable("pageJobs")
        .set({
          status: "completed",
          version: version + 1,
          finishedAt: now,
          landingPageId: event.data.landingPageId,
          slug: event.data.slug,
        })
        .where("jobId", "=", jobId)
        .execute();
      return;
    case "PageJobFailed":
      await trx
        .updateTable("pageJobs")
        .set({
          status: "failed",
          version: version + 1,
          finishedAt: now,
          error: event.data.error,
          currentStep: event.data.step,
        })
        .where("jobId", "=", jobId)
        .execute();
      return;
  }
}

export async function queueStatus(db: Executor): Promise<QueueStatus> {
  const counts = await db
    .selectFrom("pageJobs")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.count<number>("jobId").filterWhere("status", "=", "pending").as("pending"),
      eb.fn.count<number>("jobId").filterWhere("status", "=", "processing").as("processing"),
      eb.fn.count<number>("jobId").filterWhere("status", "=", "completed").as("completed"),
      eb.fn.count<number>("jobId").filterWhere("status", "=", "failed").as("failed"),
    ])
    .executeTakeFirstOrThrow();
  const current = await db
    .selectFrom("pageJobs")
    .select(["jobId", "currentStep", "startedAt"])
    .where("status", "=", "processing")
    .orderBy("startedAt")
    .limit(1)
    .executeTakeFirst();
  return {
    totalJobs: Number(counts.total),
    pendingJobs: Number(counts.pending),
    processingJobs: Number(counts.processing),
    completedJobs: Number(counts.completed),
    failedJobs: Number(counts.failed),
    isProcessing: Number(counts.processing) > 0,
    currentJob: current
      ? {
          id: current.jobId,
          step: current.currentStep,
          startedAt: current.startedAt ? new Date(current.startedAt).toISOString() : null,
        }
      : null,
  };
}
