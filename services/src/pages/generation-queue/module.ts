import { EventEmitter } from "eventemitter3";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { WorkflowSteps } from "../../automation/workflow-steps";
import type { Database } from "../../db/schema";
import type { HttpModule } from "../../http/http-module";
import type { JobQueue } from "../../jobs/job-queue";
import { DEFAULT_RUN_LEASE, type RunLeaseOptions, runLeases } from "../../jobs/run-lease";
import type { Clock } from "../../lib/clock";
import { pageGeneratorRoutes } from "./page-generator-routes";
import { PAGE_GENERATION_QUEUE, type PageJobEvent } from "./page-job-events";
import { pageGenerationGiveUp, pageGenerationWorker } from "./worker";

/** Where pg-boss moves a generation job whose last retry failed. */
const GIVEN_UP_QUEUE = `${PAGE_GENERATION_QUEUE}-given-up`;

/** The "Add to Queue" generation: its queue, worker, routes, and the bus of its workers' committed events. */
export function createGenerationQueue(deps: {
  db: Kysely<Database>;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
  steps: WorkflowSteps;
  stepTimeoutMs: number;
  heartbeatSeconds: number;
  lease?: RunLeaseOptions;
}) {
  const leases = runLeases({ ...deps, options: deps.lease ?? DEFAULT_RUN_LEASE });
  // The worker's events, each published once its transaction has committed (as the automation's bus).
  const bus = new EventEmitter<{ recorded: (event: PageJobEvent) => void }>();
  const recorded = (event: PageJobEvent) => bus.emit("recorded", event);
  const worker = pageGenerationWorker({ ...deps, leases, recorded });
  return {
    bus,
    async startWorkers() {
      await deps.queue.ensureQueue(GIVEN_UP_QUEUE, { policy: "standard", retryLimit: 5, retryDelay: 1 });
      await deps.queue.ensureQueue(PAGE_GENERATION_QUEUE, {
        policy: "singleton",
        // A retried job resumes after its last completed step, so every retry gets further.
        retryLimit: 4,
        retryDelay: 1,
        expireInSeconds: Math.ceil((deps.stepTimeoutMs * 8) / 1000) + 60,
        heartbeatSeconds: deps.heartbeatSeconds,
        deadLetter: GIVEN_UP_QUEUE,
      });
      await deps.queue.work<{ jobId: string }>(PAGE_GENERATION_QUEUE, worker.handle, { pollingIntervalSeconds: 0.5 });
      await deps.queue.work<{ jobId: string }>(GIVEN_UP_QUEUE, pageGenerationGiveUp({ ...deps, recorded }), {
        pollingIntervalSeconds: 2,
      });
    },
    /** The server is stopping: a job in progress finishes its current step and is handed to another instance. */
    stopWorkers: (timeoutMs: number) => worker.drain(timeoutMs),
    http: {
      adminApi: [["/api/page-generator", pageGeneratorRoutes({ db: deps.db, queue: deps.queue, clock: deps.clock })]],
    } satisfies HttpModule,
  };
}

export type GenerationQueue = ReturnType<typeof createGenerationQueue>;
