import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { WorkflowSteps } from "../../automation/workflow-steps";
import type { Database } from "../../db/schema";
import { readStream } from "../../event-store/event-store";
import { jobDrain } from "../../jobs/job-drain";
import type { Job, JobQueue } from "../../jobs/job-queue";
import type { RunLeases } from "../../jobs/run-lease";
import type { Clock } from "../../lib/clock";
import { errorMessage, runStep } from "../../lib/run-step";
import { PAGE_GENERATION_QUEUE, type PageJobEvent, pageJobStream } from "./page-job-events";
import { PageJobEndedError, recordPageJobEvent } from "./page-jobs";

export interface PageWorkerDeps {
  db: Kysely<Database>;
  steps: WorkflowSteps;
  clock: Clock;
  logger: Logger;
  stepTimeoutMs: number;
  leases: RunLeases;
  /** Where a job this instance stops working on is handed to the next worker (drain()). */
  queue: Pick<JobQueue, "send">;
  /** Called with each event of a job once its transaction has committed (the fault drills' kill points). */
  recorded?: (event: PageJobEvent) => void;
}

type StepCompleted = Extract<PageJobEvent, { type: "PageJobStepCompleted" }>["data"];

/** Where a job stands, from its own stream: whether it has ended, and what its completed steps left. */
async function jobProgress(db: Kysely<Database>, jobId: string) {
  const events = await readStream(db, pageJobStream(jobId));
  const outputs: Partial<Record<StepName, unknown>> = {};
  const completed = new Set<StepName>();
  for (const event of events) {
    if (event.type !== "PageJobStepCompleted") continue;
    const data = event.data as StepCompleted;
    completed.add(data.step);
    outputs[data.step] = data.output;
  }
  return {
    ended: events.some((event) => event.type === "PageJobCompleted" || event.type === "PageJobFailed"),
    started: events.some((event) => event.type === "PageJobStarted"),
    outputs,
    completed,
  };
}

/**
 * Runs one queued generation job: the same 8 steps as an automation run, each transition an event on the
 * job's own stream. A retried job (its worker died) resumes after its last completed step, with the outputs
 * those steps recorded; the publish step's page commits with its PageJobStepCompleted and the job's
 * PageJobCompleted, so a job publishes once whatever point its worker died at.
 */
export function pageGenerationWorker(deps: PageWorkerDeps) {
  const meta = (jobId: string) => ({ actor: "system", cause: `job ${jobId}` });
  const record = async (event: PageJobEvent, jobId: string) => {
    await deps.db.transaction().execute((trx) => recordPageJobEvent(trx, event, meta(jobId), deps.clock()));
    deps.recorded?.(event);
  };

  const drainer = jobDrain();
  // Once the server is stopping, a job is handed on (sent again: it resumes from its events) before its next step.
  const handOn = (job: Job<{ jobId: string }>) => deps.queue.send(deps.db, PAGE_GENERATION_QUEUE, job.data);

  const handle = async (job: Job<{ jobId: string }>): Promise<void> => {
    if (drainer.draining) {
      await handOn(job);
      return;
    }
    const { jobId } = job.data;
    const progress = await jobProgress(deps.db, jobId);
    // A retry of a job that ended (its worker died after the last commit, before pg-boss heard) has nothing to do.
    if (progress.ended) return;
    if (!progress.started) {
      try {
        await record({ type: "PageJobStarted", data: { jobId } }, jobId);
      } catch (error) {
        if (error instanceof PageJobEndedError) return;
        throw error;
      }
    } else
      deps.logger.info(
        { jobId, done: [...progress.completed] },
        "page generation job resumed after its worker stopped",
      );
    const { outputs } = progress;
    const lease = await deps.leases.hold(jobId);
    try {
      for (const step of STEP_NAMES) {
        if (progress.completed.has(step)) continue;
        if (drainer.draining) {
          await handOn(job);
          deps.logger.info({ jobId, step }, "stopping: the page job is handed to another worker before its next step");
          return;
        }
        const outcome = await runStep((signal) => deps.steps[step]({ runId: jobId, outputs, signal }), {
          label: step,
          timeoutMs: deps.stepTimeoutMs,
          signal: job.signal,
        });
        try {
          if (outcome.status !== "completed") throw outcome.error;
          const result = outcome.value;
          // A job has no console: its warnings (a failed pin) go to the log.
          if (result.warnings?.length)
            deps.logger.warn({ jobId, step, warnings: result.warnings }, "page generation warning");
          const committed = await deps.db.transaction().execute(async (trx) => {
            const written = result.commit ? await result.commit(trx) : undefined;
            const landingPageId = written?.landingPageId ?? result.landingPageId ?? undefined;
            const now = deps.clock();
            const events: PageJobEvent[] = [
              {
                type: "PageJobStepCompleted",
                data: {
                  jobId,
                  step,
                  durationMs: outcome.durationMs,
                  message: result.message,
                  ...(result.output !== undefined ? { output: result.output } : {}),
                  ...(landingPageId != null ? { landingPageId } : {}),
                },
              },
            ];
            if (step === "publish") {
              const slug = (result.output as { slug?: string } | undefined)?.slug ?? null;
              events.push({ type: "PageJobCompleted", data: { jobId, landingPageId: landingPageId ?? null, slug } });
            }
            for (const event of events) await recordPageJobEvent(trx, event, meta(jobId), now);
            return events;
          });
          if (result.commit) result.afterCommit?.();
          for (const event of committed) deps.recorded?.(event);
          outputs[step] = result.output;
        } catch (error) {
          // Fenced: another worker finished this job while this one was away (frozen, cut off). Its work stands;
          // this worker records nothing, not even a failure.
          if (error instanceof PageJobEndedError) {
            deps.logger.info({ jobId, step }, "page generation job already ended elsewhere: this worker stops");
            return;
          }
          // The worker is stopping: the retried job resumes at this step.
          if (job.signal.aborted) throw error;
          deps.logger.warn({ jobId, step, err: error }, "page generation step failed");
          await record(
            { type: "PageJobFailed", data: { jobId, step, error: errorMessage(error).slice(0, 1000) } },
            jobId,
          ).catch((failure: unknown) => {
            // Ended elsewhere meanwhile: the failure of work someone else finished is not recorded.
            if (!(failure instanceof PageJobEndedError)) throw failure;
          });
          return;
        }
      }
    } finally {
      await lease.release();
    }
  };

  return {
    handle: (job: Job<{ jobId: string }>) => drainer.track(() => handle(job)),
    /** The server is stopping: a job in progress ends its current step, then is handed on (bounded by `timeoutMs`). */
    drain: (timeoutMs: number) => drainer.drain(timeoutMs),
  };
}

/**
 * A job whose every attempt died (pg-boss gave up on it after its last retry and moved it to the dead-letter
 * queue) ends as failed, at the step it could not get past, so no job stays "processing" forever.
 */
export function pageGenerationGiveUp(deps: Pick<PageWorkerDeps, "db" | "clock" | "logger" | "recorded">) {
  return async function handle(job: Job<{ jobId: string }>): Promise<void> {
    const { jobId } = job.data;
    const progress = await jobProgress(deps.db, jobId);
    if (progress.ended) return;
    const step = STEP_NAMES.find((name) => !progress.completed.has(name)) ?? null;
    const event: PageJobEvent = {
      type: "PageJobFailed",
      data: {
        jobId,
        step,
        error: `Its worker stopped on every attempt (crash, restart or lost database)${step ? ` during ${step}` : ""}: the job was given up`,
      },
    };
    try {
      await deps.db
        .transaction()
        .execute((trx) => recordPageJobEvent(trx, event, { actor: "system", cause: `job ${job.id}` }, deps.clock()));
    } catch (error) {
      // It ended meanwhile (a late worker finished it): nothing to give up.
      if (error instanceof PageJobEndedError) return;
      throw error;
    }
    deps.logger.warn({ jobId, step }, "page generation job given up after its last retry");
    deps.recorded?.(event);
  };
}
