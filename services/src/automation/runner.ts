import { AUTOMATION_STREAM, type StepName } from "@movebreak/shared/automation";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import type { Database } from "../db/schema";
import { eventsOfRuns } from "../event-store/indexed-reads";
import { jobDrain } from "../jobs/job-drain";
import type { JobQueue } from "../jobs/job-queue";
import type { RunLeases } from "../jobs/run-lease";
import { yieldToEventLoop } from "../lib/event-loop";
import { type Metrics, NO_METRICS } from "../lib/metrics";
import { errorMessage, runStep } from "../lib/run-step";
import { type AutomationState, currentStepName, lifecycleOf } from "./automation";
import type { CommandInput, HandleCommand } from "./command-handler";
import { CommandRejected } from "./decide";
import { RUN_QUEUE, type RunJobData } from "./effects";
import type { EventMeta } from "./events";
import { type LoadedState, loadState } from "./projections/decision-store";
import type { WorkflowSteps } from "./workflow-steps";

export interface RunnerDeps {
  db: Kysely<Database>;
  handle: HandleCommand;
  steps: WorkflowSteps;
  newId: () => string;
  stepTimeoutMs: number;
  logger: Logger;
  leases: RunLeases;
  /** Where a run this instance stops working on is handed to the next worker (stop(): drain()). */
  queue: Pick<JobQueue, "send">;
  /** How long the runner keeps trying to record a step's end while the database is away (default 30 s). */
  recordRetryMs?: number;
  /** Where each step's outcome and duration are counted (the operations metrics). */
  metrics?: Pick<Metrics, "stepEnded">;
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
  const drainer = jobDrain();
  const metrics = deps.metrics ?? NO_METRICS;

  async function tolerate<T>(work: () => Promise<T>): Promise<T | undefined> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CommandRejected) return undefined;
      throw error;
    }
  }

  const runJob = (job: RunJob): Promise<void> => drainer.track(() => workOn(job));

  async function workOn(job: RunJob): Promise<void> {
    if (drainer.draining) {
      // Taken while this instance stops: the same job again, for another instance's worker.
      await deps.queue.send(deps.db, RUN_QUEUE, job.data);
      return;
    }
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
      await abortDeadRun(
        state,
        stepInFlight
          ? `the worker running ${step} stopped (crash, restart or lost database)`
          : `the worker stopped between two steps, before ${step} (crash, restart or lost database)`,
        meta(job),
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
    // Every instance can see that this run is worked on, and notice within seconds when it no longer is.
    const lease = await deps.leases.hold(runId);
    try {
      await continueRun(runId, job);
    } finally {
      await lease.release();
    }
  }

  /**
   * Records a step's end. While the database is away the attempt is repeated (the step's own write, if any,
   * is inside the same transaction, so a repeat cannot write it twice), so a short outage neither loses a
   * step that finished nor leaves its run looking alive; a refused command (the run was aborted meanwhile,
   * by a stall check) is returned as undefined.
   */
  async function record(input: CommandInput, job: RunJob) {
    const deadline = Date.now() + (deps.recordRetryMs ?? 30_000);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await deps.handle(input, meta(job));
      } catch (error) {
        if (error instanceof CommandRejected) return undefined;
        if (!isDatabaseUnavailable(error) || job.signal.aborted || Date.now() >= deadline) throw error;
        deps.logger.warn({ err: error, attempt }, "could not record the step's end; trying again");
        await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 2_000)));
      }
    }
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
      if (drainer.draining) {
        // The server is stopping (SIGTERM, a rolling restart): the step that was running has been recorded, so
        // the run goes on from the next one on whichever instance's worker takes this resume job.
        await deps.queue.send(deps.db, RUN_QUEUE, { resumeRunId: runId } satisfies RunJobData);
        deps.logger.info({ runId, step }, "stopping: the run is handed to another worker before its next step");
        return;
      }
      const begun = await tolerate(() => deps.handle({ type: "BeginStep", runId, step }, meta(job)));
      if (!begun?.events.some((event) => event.type === "StepStarted")) return;

      const outputs = await runOutputs(runId);
      const outcome = await runStep((signal) => deps.steps[step]({ runId, outputs, signal }), {
        label: step,
        timeoutMs: deps.stepTimeoutMs,
        signal: job.signal,
      });
      if (outcome.status === "completed") {
        const result = outcome.value;
        let recorded: Awaited<ReturnType<typeof record>>;
        try {
          recorded = await record(
            async (trx) => ({
              type: "CompleteStep",
              runId,
              step,
              durationMs: outcome.durationMs,
              message: result.message,
              ...(result.output !== undefined ? { output: result.output } : {}),
              // The step's lasting write commits with its StepCompleted, which names the page.
              ...(result.commit
                ? await result.commit(trx)
                : result.landingPageId != null
                  ? { landingPageId: result.landingPageId }
                  : {}),
              ...(result.warnings?.length ? { warnings: result.warnings } : {}),
            }),
            job,
          );
        } catch (error) {
          if (job.signal.aborted) {
            metrics.stepEnded(step, "aborted", outcome.durationMs);
            throw error;
          }
          // The step's write itself was refused (a slug taken meanwhile): the step failed, nothing committed.
          metrics.stepEnded(step, "failed", outcome.durationMs);
          await failStep(runId, step, outcome.durationMs, error, job);
          return;
        }
        // Refused (the run was stopped or timed out meanwhile): its end was never stored, so it did not complete.
        metrics.stepEnded(step, recorded ? "completed" : "aborted", outcome.durationMs);
        if (recorded && result.commit) result.afterCommit?.();
        if (!recorded || step === "publish") return;
        continue;
      }
      if (job.signal.aborted && outcome.status !== "timeout") {
        // The server is stopping: leave the step in flight; the retried job records the run as aborted.
        metrics.stepEnded(step, "aborted", outcome.durationMs);
        throw outcome.error;
      }
      metrics.stepEnded(step, outcome.status === "timeout" ? "timeout" : "failed", outcome.durationMs);
      await failStep(runId, step, outcome.durationMs, outcome.error, job);
      return;
    }
  }

  async function failStep(runId: string, step: StepName, durationMs: number, error: unknown, job: RunJob) {
    const message = errorMessage(error).slice(0, 1000);
    deps.logger.warn({ runId, step, err: error }, "automation step failed");
    await record({ type: "FailStep", runId, step, durationMs, error: message }, job);
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

  /**
   * Records a run whose worker is gone as aborted, naming what the dead attempt left: a page cannot be left
   * (it commits with its StepCompleted), but a pin made just before the publish step's commit can.
   */
  async function abortDeadRun(state: AutomationState, reason: string, eventMeta: EventMeta): Promise<boolean> {
    const runId = state.context.runId;
    if (runId === null) return false;
    const pins = await deps.db.selectFrom("pinsMade").select(["pinId", "link"]).where("runKey", "=", runId).execute();
    const left = pins.map((pin) => `; it made Pinterest pin ${pin.pinId} for ${pin.link}, which was not published`);
    const aborted = await tolerate(() =>
      deps.handle({ type: "AbortRun", runId, reason: `${reason}${left.join("")}`.slice(0, 1000) }, eventMeta),
    );
    return aborted !== undefined;
  }

  /**
   * Whether the run in progress has a live worker: its lease renewed within the stale age (jobs/run-lease.ts),
   * or, before any lease, an event of the run as recent. Null when no run is being worked on.
   */
  async function workerSilence(loaded: LoadedState): Promise<{ runId: string; silentMs: number } | null> {
    const { state } = loaded;
    const runId = state.context.runId;
    // A run paused between two steps has no worker, and needs none until it is resumed.
    if (runId === null || !(state.context.stepInFlight || lifecycleOf(state) === "running")) return null;
    const last = await deps.db
      .selectFrom("automationEvents")
      .select("occurredAt")
      .where("seq", "=", loaded.lastSeq)
      .executeTakeFirst();
    const silentMs = await deps.leases.silentForMs(runId, last?.occurredAt ?? null);
    return silentMs === null ? null : { runId, silentMs };
  }

  /**
   * Run by every instance every few seconds: a run whose worker stopped renewing its lease (a killed or frozen
   * instance) is aborted within the stale age, not when pg-boss frees its job minutes later.
   */
  async function checkStalledRun(): Promise<boolean> {
    const loaded = await loadState(deps.db, AUTOMATION_STREAM);
    const silence = await workerSilence(loaded);
    if (!silence || silence.silentMs < deps.leases.options.staleMs) return false;
    const step = currentStepName(loaded.state);
    return abortDeadRun(
      loaded.state,
      `stalled: its worker stopped (no heartbeat for ${Math.round(silence.silentMs / 1000)} s${step ? ` during ${step}` : ""})`,
      { actor: "system", cause: "stall check" },
    );
  }

  async function deadlineJob(job: { id: string }): Promise<void> {
    await deps.handle({ type: "CheckDeadline" }, { actor: "system", cause: `job ${job.id}` });
  }

  /**
   * The server is stopping: a run in progress ends its current step here and is handed on before the next;
   * resolves once it has been (or after `timeoutMs`: the queue's stop then fails it, and its retry records the
   * run as aborted).
   */
  const drain = (timeoutMs: number) => drainer.drain(timeoutMs);

  return { runJob, deadlineJob, checkStalledRun, workerSilence, drain };
}
