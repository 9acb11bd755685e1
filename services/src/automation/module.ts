import { randomUUID } from "node:crypto";
import { AUTOMATION_STREAM, STEP_NAMES } from "@movebreak/shared/automation";
import { EventEmitter } from "eventemitter3";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import type { AppendSignal } from "../event-store/append-signal";
import type { HttpModule } from "../http/http-module";
import type { JobQueue } from "../jobs/job-queue";
import { DEFAULT_RUN_LEASE, type RunLeaseOptions, runLeases } from "../jobs/run-lease";
import type { Clock } from "../lib/clock";
import { type Metrics, NO_METRICS, type RunOutcome } from "../lib/metrics";
import { ReadCache } from "../lib/read-cache";
import { commandHandler } from "./command-handler";
import { DEADLINE_QUEUE, RUN_QUEUE, type RunJobData } from "./effects";
import { EVENT_STREAM_PATH } from "./event-stream-routes";
import type { StoredEvent } from "./events";
import { type LoadedState, loadState } from "./projections/decision-store";
import { rebuildProjections } from "./replay";
import { automationRoutes } from "./routes";
import { automationRunner } from "./runner";
import type { WorkflowSteps } from "./workflow-steps";

export interface AutomationOptions {
  /** A "minute" of the interval and max run time, in ms (60 000; tests shorten it). */
  minuteMs: number;
  /** A step that runs longer fails with a timeout. */
  stepTimeoutMs: number;
  /** A run job whose worker sends no heartbeat for this long is failed and retried (pg-boss minimum 10). */
  heartbeatSeconds: number;
  /** Run leases (jobs/run-lease.ts): how often a worker renews its run's lease, and when it counts as gone. */
  lease?: RunLeaseOptions;
}

export interface AutomationDeps {
  db: Kysely<Database>;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
  steps: WorkflowSteps;
  options: AutomationOptions;
  newId?: () => string;
  /** PostgreSQL: projection rebuilds read the events on a second connection (see rebuildProjections). */
  separateReadConnection?: boolean;
  /** Wakes the live readers (history streams, the status snapshot) on any instance's appends. */
  appended: AppendSignal;
  /** Where runs' and steps' ends are counted (the operations metrics). */
  metrics?: Metrics;
}

/** The events that end a run, by the outcome the metrics count. */
const RUN_ENDS: Partial<Record<string, RunOutcome>> = {
  RunCompleted: "completed",
  RunFailed: "failed",
  RunAborted: "aborted",
  RunStopped: "stopped",
};

export type AutomationBusEvents = { events: (events: StoredEvent[]) => void };

/** The automation, composed: commands, the live event bus, the runner's workers and the HTTP routes. */
export function createAutomation(deps: AutomationDeps) {
  const newId = deps.newId ?? randomUUID;
  const bus = new EventEmitter<AutomationBusEvents>();
  // The snapshot the dashboard polls, kept between appends: every append of this instance is published on the
  // bus and empties it, an append by another instance empties it when its notification arrives.
  const snapshot = new ReadCache<LoadedState>({ ttlMs: 1_000, maxBytes: 1, sizeOf: () => 1 });
  const metrics = deps.metrics ?? NO_METRICS;
  bus.on("events", (events) => {
    snapshot.invalidate();
    deps.appended.appended();
    // Each run's end is counted once, by the instance that stored it (the bus carries only this one's appends).
    for (const event of events) {
      const outcome = RUN_ENDS[event.type];
      if (outcome) metrics.runEnded(outcome);
    }
  });
  deps.appended.subscribe({ wake: () => snapshot.invalidate(), end: () => undefined });
  const handle = commandHandler({
    db: deps.db,
    jobs: deps.queue,
    clock: deps.clock,
    newId,
    minuteMs: deps.options.minuteMs,
    published: (events) => bus.emit("events", events),
  });
  const leases = runLeases({
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    options: deps.options.lease ?? DEFAULT_RUN_LEASE,
  });
  const runner = automationRunner({
    db: deps.db,
    handle,
    steps: deps.steps,
    newId,
    stepTimeoutMs: deps.options.stepTimeoutMs,
    logger: deps.logger,
    leases,
    queue: deps.queue,
    metrics,
  });
  let stallChecks: NodeJS.Timeout | undefined;

  async function startWorkers(): Promise<void> {
    const runSeconds = Math.ceil((deps.options.stepTimeoutMs * STEP_NAMES.length) / 1000) + 60;
    await deps.queue.ensureQueue(RUN_QUEUE, {
      policy: "singleton",
      expireInSeconds: runSeconds,
      retryLimit: 5,
      retryDelay: 1,
      heartbeatSeconds: deps.options.heartbeatSeconds,
    });
    await deps.queue.ensureQueue(DEADLINE_QUEUE, {
      policy: "standard",
      retryLimit: 5,
      retryDelay: 1,
      expireInSeconds: 60,
    });
    await deps.queue.work<RunJobData>(RUN_QUEUE, (job) => runner.runJob(job), { pollingIntervalSeconds: 0.5 });
    await deps.queue.work<object>(DEADLINE_QUEUE, (job) => runner.deadlineJob(job), { pollingIntervalSeconds: 1 });
    // Every instance looks for a run whose worker went quiet; the abort is a command like any other, so two
    // instances finding the same stalled run record one RunAborted.
    let checking = false;
    stallChecks = setInterval(() => {
      if (checking) return;
      checking = true;
      runner
        .checkStalledRun()
        .catch((error) => deps.logger.warn({ err: error }, "stalled-run check failed (tried again shortly)"))
        .finally(() => {
          checking = false;
        });
    }, leases.options.heartbeatMs);
    stallChecks.unref();
  }

  /**
   * Stops the stall checks, and has a run in progress hand itself to another worker once its current step is
   * recorded; resolves when it has, or after `timeoutMs` (the queue's workers stop with the queue, after this).
   */
  async function stopWorkers(timeoutMs: number): Promise<void> {
    clearInterval(stallChecks);
    await runner.drain(timeoutMs);
  }

  /** Whether the run in progress has lost its worker: no lease renewal for two beats (the status says so). */
  async function workerStalled(loaded: LoadedState): Promise<boolean> {
    const silence = await runner.workerSilence(loaded);
    return silence !== null && silence.silentMs >= 2 * leases.options.heartbeatMs;
  }

  return {
    handle,
    bus,
    startWorkers,
    stopWorkers,
    http: {
      adminApi: [
        [
          "/api/automation",
          automationRoutes({
            db: deps.db,
            handle,
            clock: deps.clock,
            rebuild: async (db) => {
              try {
                return await rebuildProjections(db, { separateReadConnection: deps.separateReadConnection });
              } finally {
                snapshot.invalidate();
              }
            },
            readState: () => snapshot.get(AUTOMATION_STREAM, () => loadState(deps.db, AUTOMATION_STREAM)),
            workerStalled,
            appended: deps.appended,
          }),
        ],
      ],
      // The live stream holds a database reader for minutes: another site's page may not open one.
      sameOriginOnly: [`/api/automation${EVENT_STREAM_PATH}`],
    } satisfies HttpModule,
  };
}

export type Automation = ReturnType<typeof createAutomation>;
