import { STEP_NAMES, type StepName } from "@movebreak/shared/automation";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { StepResult, WorkflowSteps } from "../../automation/workflow-steps";
import type { Database } from "../../db/schema";
import type { Job } from "../../jobs/job-queue";
import type { Clock } from "../../lib/clock";
import { errorMessage, runStep } from "../../lib/run-step";
import type { PageJobEvent } from "./page-job-events";
import { recordPageJobEvent } from "./page-jobs";

export interface PageWorkerDeps {
  db: Kysely<Database>;
  steps: WorkflowSteps;
  clock: Clock;
  logger: Logger;
  stepTimeoutMs: number;
  /** Called with each event of a job once its transaction has committed (the fault drills' kill points). */
  recorded?: (event: PageJobEvent) => void;
}

/**
 * Runs one queued generation job: the same 8 steps as an automation run, each
 * transition an event on the job's own stream. A retried job (its worker died)
 * starts again from the first step: nothing is published before the last one.
 */
export function pageGenerationWorker(deps: PageWorkerDeps) {
  const record = async (event: PageJobEvent, jobId: string) => {
    await deps.db
      .transaction()
      .execute((trx) => recordPageJobEvent(trx, event, { actor: "system", cause: `job ${jobId}` }, deps.clock()));
    deps.recorded?.(event);
  };

  return async function handle(job: Job<{ jobId: string }>): Promise<void> {
    const { jobId } = job.data;
    await record({ type: "PageJobStarted", data: { jobId } }, jobId);
    const outputs: Partial<Record<StepName, unknown>> = {};
    let last: StepResult | undefined;
    for (const step of STEP_NAMES) {
      const outcome = await runStep((signal) => deps.steps[step]({ runId: jobId, outputs, signal }), {
        label: step,
        timeoutMs: deps.stepTimeoutMs,
        signal: job.signal,
      });
      try {
        if (outcome.status !== "completed") throw outcome.error;
        last = outcome.value;
        outputs[step] = last.output;
        // A job has no console: its warnings (a failed pin) go to the log.
        if (last.warnings?.length)
          deps.logger.warn({ jobId, step, warnings: last.warnings }, "page generation warning");
        await record(
          {
            type: "PageJobStepCompleted",
            data: { jobId, step, durationMs: outcome.durationMs, message: last.message },
          },
          jobId,
        );
      } catch (error) {
        // The worker is stopping: the retried job starts again from the first step.
        if (job.signal.aborted) throw error;
        deps.logger.warn({ jobId, step, err: error }, "page generation step failed");
        await record(
          { type: "PageJobFailed", data: { jobId, step, error: errorMessage(error).slice(0, 1000) } },
          jobId,
        );
        return;
      }
    }
    const published = (outputs.publish ?? {}) as { slug?: string };
    await record(
      {
        type: "PageJobCompleted",
        data: { jobId, landingPageId: last?.landingPageId ?? null, slug: published.slug ?? null },
      },
      jobId,
    );
  };
}
