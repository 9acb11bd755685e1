import { AUTOMATION_STREAM, type StepName } from "@movebreak/shared/automation";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import { eventsOfRuns } from "../event-store/indexed-reads";
import { yieldToEventLoop } from "../lib/event-loop";
import { errorMessage, runStep } from "../lib/run-step";
import { currentStepName, lifecycleOf } from "./automation";
import type { HandleCommand } from "./command-handler";
import { CommandRejected } from "./decide";
import type { RunJobData } from "./effects";
import type { EventMeta } from "./events";
import { loadState } from "./projections/decision-store";
import type { WorkflowSteps } from "./workflow-steps";

export interface RunnerDeps {
  db: Kysely<Database>;
  handle: HandleCommand;
  steps: WorkflowSteps;
  newId: () => string;
  stepTimeoutMs: number;
  logger: Logger;
}

export interface RunJob {
  id: string;
  data: RunJobData;
  signal: AbortSignal;
}

/**
 * Executes runs. The run queue is a singleton, so one run job is active at a
 * time across every instance; each step is StepStarted -> work -> StepCompleted
 * or StepFailed, each a committed event, so a run can stop at any step boundary
 * (pause, stop, max run time) and continue later from the events alone.
 */
export function automationRunner(deps: RunnerDeps) {
  const meta = (job: RunJob): EventMeta => ({ actor: "system", cause: `job ${job.id}` });

  async function tolerate<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CommandRejected) return undefined;
      throw error;
    }
  }

  async function runJob(job: RunJob): Promise<void> {
    // pg-boss fetches the next due job straight after a long one: without this, back-to-back runs on the
    // embedded database chain into one macrotask and no request is answered until the queue runs dry.
    await yieldToEventLoop();
    const { state } = await loadState(deps.db, AUTOMATION_STREAM);
    const { runId: current, stepInFlight } = state.context;
    // Only one run job is active at a time, so a run that is mid-step, or running between two steps without
    // being the run this job resumes, belongs to a worker that died (a crash, a kill, a query that failed
    // between two steps): it is recorded as aborted, and the schedule goes on.
    const resumesCurrent = "resumeRunId" in job.data && job.data.resumeRunId === current;
    if (current !== null && (stepInFlight || (lifecycleOf(state) === "running" && !resumesCurrent))) {
      const step = currentStepName(state);
      await tolerate(() =>
        deps.handle(
          {
            type: "AbortRun",
            runId: current,
            reason: stepInFlight
              ? `the worker running ${step} stopped (crash or restart)`
              : `the worker stopped between two steps, before ${step} (crash or restart)`,
          },
          meta(job),
        ),
      );
      return;
    }
    let runId: string;
    if ("scheduleId" in job.data) {
      runId = deps.newId();
      const begun = await tolerate(() =>
        deps.handle(
          { type: "BeginRun", scheduleId: (job.data as { scheduleId: string }).scheduleId, runId },
          meta(job),
        ),
      );
      if (!begun) return;
    } else {
      runId = job.data.resumeRunId;
    }
    await continueRun(runId, job);
  }

  async function continueRun(runId: string, job: RunJob): Promise<void> {
    for (;;) {
      // A turn of the event loop between steps (runStep takes another before the step itself): requests
      // are served mid-run, and a stop that came during the last step is seen here, before a new one begins.
      await yieldToEventLoop();
      // A worker that lost its claim (expired, queue stopping) starts no new step.
      if (job.signal.aborted) throw job.signal.reason ?? new Error("run job aborted");
      const { state } = await loadState(deps.db, AUTOMATION_STREAM);
      if (state.context.runId !== runId || lifecycleOf(state) !== "running" || state.context.stepInFlight) return;
      const step = currentStepName(state);
      if (!step) return;
      const begun = await tolerate(() => deps.handle({ type: "BeginStep", runId, step }, meta(job)));
      if (!begun?.events.some((event) => event.type === "StepStarted")) return;

      const outputs = await runOutputs(runId);
      const outcome = await runStep((signal) => deps.steps[step]({ runId, outputs, signal }), {
        label: step,
        timeoutMs: deps.stepTimeoutMs,
        signal: job.signal,
      });
      try {
        if (outcome.status !== "completed") throw outcome.error;
        const result = outcome.value;
        await deps.handle(
          {
            type: "CompleteStep",
            runId,
            step,
            durationMs: outcome.durationMs,
            message: result.message,
            ...(result.output !== undefined ? { output: result.output } : {}),
            ...(result.landingPageId != null ? { landingPageId: result.landingPageId } : {}),
            ...(result.warnings?.length ? { warnings: result.warnings } : {}),
          },
          meta(job),
        );
        if (step === "publish") return;
      } catch (error) {
        if (job.signal.aborted && outcome.status !== "timeout") {
          // The server is stopping: leave the step in flight; the retried job records the run as aborted.
          throw error;
        }
        const message = errorMessage(error).slice(0, 1000);
        deps.logger.warn({ runId, step, err: error }, "automation step failed");
        await deps.handle({ type: "FailStep", runId, step, durationMs: outcome.durationMs, error: message }, meta(job));
        return;
      }
    }
  }

  /** What this run's completed steps produced, read back from their events. */
  async function runOutputs(runId: string): Promise<Partial<Record<StepName, unknown>>> {
    const completed = await eventsOfRuns(deps.db, AUTOMATION_STREAM, { types: ["StepCompleted"], runIds: [runId] });
    const outputs: Partial<Record<StepName, unknown>> = {};
    for (const event of completed) {
      const data = event.data as { step: StepName; output?: unknown };
      outputs[data.step] = data.output;
    }
    return outputs;
  }

  async function deadlineJob(job: { id: string }): Promise<void> {
    await deps.handle({ type: "CheckDeadline" }, { actor: "system", cause: `job ${job.id}` });
  }

  return { runJob, deadlineJob };
}
