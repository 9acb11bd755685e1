import { type Kysely, sql, type Transaction } from "kysely";
import { type Clock as BossClock, fromKysely, PgBoss, type QueueResult, type SendOptions } from "pg-boss";
import type { DatabaseHandle } from "../db/create-database";
import type { Database } from "../db/schema";
import { bossDatabaseFor } from "./boss-database";
import { workInFlight } from "./job-drain";
import { toJobQueueError } from "./queue-error";

/** pg-boss queue policies: `singleton` allows one active job per queue (or per singletonKey), across instances. */
export type QueuePolicy = "standard" | "short" | "singleton" | "stately" | "exclusive" | "key_strict_fifo";

export interface QueueSettings {
  /** Fixed when the queue is first created; ensureQueue refuses a different one later. */
  policy?: QueuePolicy;
  /** How long a job may stay active before it is failed (and retried if it has retries left). Min 1. */
  expireInSeconds?: number;
  retryLimit?: number;
  retryDelay?: number;
  /** A job not heartbeated for this long is failed by the supervisor. Min 10. */
  heartbeatSeconds?: number;
  /** Where a job goes once its last retry failed (that queue must be ensured first): its failure can be recorded. */
  deadLetter?: string;
}

export interface Job<T> {
  id: string;
  data: T;
  /** 0 on the first attempt, 1 on the first retry, ... */
  retryCount: number;
  /** Fires when the queue stops, the job expires or its claim is lost: stop work and return. */
  signal: AbortSignal;
}

export interface QueueCounts {
  created: number;
  active: number;
  completed: number;
  failed: number;
  retry: number;
}

/**
 * "queued": created and due; "deferred": created to start later (the next scheduled run); "retry": waiting for
 * its retry; "active": being worked on.
 */
const DEPTH_STATES = ["queued", "deferred", "retry", "active"] as const;

export interface QueueDepth {
  queue: string;
  state: (typeof DEPTH_STATES)[number];
  jobs: number;
}

export interface JobQueue {
  /** Creates the queue if missing and brings its timing settings up to date. Call before send/work. */
  ensureQueue(name: string, settings?: QueueSettings): Promise<void>;
  /** Enqueues through `executor`: pass a kysely transaction to commit the job with your own writes, or the db. */
  send<T extends object>(
    executor: Kysely<Database> | Transaction<Database>,
    name: string,
    data: T,
    options?: { startAfter?: Date; singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Cancels, through `executor` (so with the caller's transaction), the jobs of `name` still waiting (created
   * or retry) that carry `key` in their data with a value other than `keep`: superseded schedules. Returns
   * how many were cancelled.
   */
  cancelWaiting(
    executor: Kysely<Database> | Transaction<Database>,
    name: string,
    key: string,
    keep: string | null,
  ): Promise<number>;
  /** Polls the queue and runs `handler` for each job; a throw fails the attempt (retried while retries last). */
  work<T>(
    name: string,
    handler: (job: Job<T>) => Promise<void>,
    options?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /** Counts by state for a queue (for the dashboard): queued/created, active, completed, failed, retry. */
  counts(name: string): Promise<QueueCounts>;
  /** The jobs not finished yet, of every queue set up here, by state (the operations metrics' queue depths). */
  depths(): Promise<QueueDepth[]>;
  /**
   * Stops polling and supervision. Graceful (the default) waits up to timeoutMs for running handlers;
   * then, or at once when not graceful, the jobs still running are failed (so they retry) and their
   * signals fire. Resolves when those handlers have returned, or soon after the deadline.
   */
  stop(options?: { graceful?: boolean; timeoutMs?: number }): Promise<void>;
}

export interface JobQueueOptions {
  /** The PostgreSQL schema pg-boss lives in. */
  schema?: string;
  /** How often completed/expired rows are deleted (pg-boss default: 1 day). */
  maintenanceIntervalSeconds?: number;
  /** How often this instance looks for expired and heartbeat-less jobs (pg-boss default: 60). */
  superviseIntervalSeconds?: number;
  /** How often, across instances, one instance refreshes a queue's stats and expires its jobs (default: 60). */
  monitorIntervalSeconds?: number;
  /**
   * How often this instance re-reads the queues' cached stats (pg-boss default: 60). A worker skips a
   * singleton queue while that cache lists an active job, so the next run job waits for this refresh.
   */
  queueCacheIntervalSeconds?: number;
  /** pg-boss's clock; a pg-boss TestClock works on PGlite only. */
  clock?: BossClock;
  /** Errors from background work (polling, supervision). Never thrown; the default writes the message to stderr. */
  onError?: (error: Error) => void;
}

const DEFAULT_SCHEMA = "pgboss";
/** unique_violation (pg_namespace), duplicate_schema, duplicate_object, deadlock: a concurrent install. */
const INSTALL_RACE_CODES = new Set(["23505", "42P06", "42710", "40P01"]);
const NIL_UUID = "00000000-0000-0000-0000-000000000000";
const DEFAULT_STOP_TIMEOUT_MS = 30_000;
/** After pg-boss has aborted the handlers still running, how long they get to unwind. */
const MIN_UNWIND_MS = 1_000;

/** Starts pg-boss on the app database, installing or migrating its schema first (safe to race). */
export async function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): Promise<JobQueue> {
  const schema = options.schema ?? DEFAULT_SCHEMA;
  const onError = options.onError ?? ((error: Error) => console.error(`job queue: ${error.message}`));
  const makeBoss = () => {
    const boss = new PgBoss({
      db: bossDatabaseFor(database),
      backend: database.kind === "pglite" ? "pglite" : "postgres",
      schema,
      // Cron scheduling is not used (yet); leaving it off saves its clock-skew and cron polls.
      schedule: false,
      ...defined({
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
        superviseIntervalSeconds: options.superviseIntervalSeconds,
        monitorIntervalSeconds: options.monitorIntervalSeconds,
        queueCacheIntervalSeconds: options.queueCacheIntervalSeconds,
        clock: options.clock,
      }),
    });
    boss.on("error", (raw) => {
      try {
        onError(toJobQueueError(raw));
      } catch {
        // A failing error sink must not take the process down from inside pg-boss's timers.
      }
    });
    return boss;
  };
  // Two processes installing pg-boss on a fresh database at once can collide on CREATE SCHEMA; the loser
  // tries again and finds the schema installed.
  let boss = makeBoss();
  for (let attempt = 1; ; attempt += 1) {
    try {
      await boss.start();
      break;
    } catch (error) {
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      if (!INSTALL_RACE_CODES.has((error as { code?: string }).code ?? "") || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      boss = makeBoss();
    }
  }

  const ensured = new Set<string>();
  const running = workInFlight();
  let stopping: Promise<void> | null = null;

  const assertEnsured = (name: string) => {
    if (stopping) throw new Error("The job queue is stopped");
    // pg-boss looks an unknown queue up on its own connection; inside a PGlite transaction that would
    // wait for the gate the transaction holds, so every queue is made known up front.
    if (!ensured.has(name)) throw new Error(`Queue "${name}" was not set up: call ensureQueue("${name}") at start`);
  };

  return {
    async ensureQueue(name, settings = {}) {
      const { policy = "standard", ...timing } = settings;
      await boss.createQueue(name, { policy, ...timing });
      const existing = await boss.getQueue(name);
      if (!existing) throw new Error(`Queue "${name}" could not be created`);
      if (existing.policy !== policy) {
        throw new Error(`Queue "${name}" already exists with policy "${existing.policy}", not "${policy}"`);
      }
      const changed = changedSettings(existing, timing);
      if (Object.keys(changed).length > 0) await boss.updateQueue(name, changed);
      // createQueue/updateQueue evict pg-boss's queue cache; any lookup by name refills it.
      await boss.findJobs(name, { id: NIL_UUID });
      ensured.add(name);
    },

    async send(executor, name, data, sendOptions = {}) {
      assertEnsured(name);
      // Through kysely: a transaction's own connection (commits or rolls back with it), or for the db
      // a pooled connection / a lease on the PGlite gate, like any other kysely query.
      const options: SendOptions = { db: fromKysely(executor.withoutPlugins()) };
      if (sendOptions.startAfter) options.startAfter = sendOptions.startAfter;
      if (sendOptions.singletonKey !== undefined) options.singletonKey = sendOptions.singletonKey;
      return boss.send(name, data, options);
    },

    async cancelWaiting(executor, name, key, keep) {
      assertEnsured(name);
      const result = await sql`
        update ${sql.table(`${schema}.job`)}
        set state = 'cancelled', completed_on = now()
        where name = ${name} and state < 'active' and data ? ${key}
          and (${keep}::text is null or data ->> ${key} <> ${keep}::text)`.execute(executor.withoutPlugins());
      return Number(result.numAffectedRows ?? 0);
    },

    async work<T>(
      name: string,
      handler: (job: Job<T>) => Promise<void>,
      workOptions: { pollingIntervalSeconds?: number } = {},
    ) {
      assertEnsured(name);
      await boss.work<T>(name, { batchSize: 1, ...defined(workOptions) }, async (jobs) => {
        for (const job of jobs) {
          await running.track(() =>
            handler({ id: job.id, data: job.data, retryCount: job.retryCount, signal: job.signal }),
          );
        }
      });
    },

    async counts(name) {
      const { rows } = await database.executeSql(
        `select state::text as state, count(*)::int as count from ${schema}.job where name = $1 group by state`,
        [name],
      );
      const counts: QueueCounts = { created: 0, active: 0, completed: 0, failed: 0, retry: 0 };
      for (const row of rows as { state: string; count: number }[]) {
        if (row.state in counts) counts[row.state as keyof QueueCounts] = Number(row.count);
      }
      return counts;
    },

    async depths() {
      // Finished jobs (completed, failed, cancelled) are left out: they are history, kept until maintenance.
      const { rows } = await database.executeSql(
        `select name, case when state <> 'created' then state::text
                           when start_after > now() then 'deferred' else 'queued' end as state,
                count(*)::int as jobs
         from ${schema}.job where state in ('created', 'retry', 'active') group by 1, 2`,
      );
      const found = new Map(
        (rows as { name: string; state: string; jobs: number }[]).map((row) => [
          `${row.name} ${row.state}`,
          Number(row.jobs),
        ]),
      );
      // Every queue and state, 0 when empty: a gauge that vanishes reads as "no data", not "empty".
      return [...ensured].flatMap((queue) =>
        DEPTH_STATES.map((state) => ({ queue, state, jobs: found.get(`${queue} ${state}`) ?? 0 })),
      );
    },

    stop({ graceful = true, timeoutMs = DEFAULT_STOP_TIMEOUT_MS } = {}) {
      stopping ??= (async () => {
        const deadline = Date.now() + timeoutMs;
        await boss.stop({ graceful, timeout: timeoutMs, close: false });
        await running.settled(Math.max(deadline - Date.now(), MIN_UNWIND_MS));
      })();
      return stopping;
    },
  };
}

function changedSettings(existing: QueueResult, wanted: Omit<QueueSettings, "policy">): Omit<QueueSettings, "policy"> {
  const changed: Omit<QueueSettings, "policy"> = {};
  for (const key of ["expireInSeconds", "retryLimit", "retryDelay", "heartbeatSeconds"] as const) {
    const value = wanted[key];
    if (value !== undefined && existing[key] !== value) changed[key] = value;
  }
  if (wanted.deadLetter !== undefined && existing.deadLetter !== wanted.deadLetter)
    changed.deadLetter = wanted.deadLetter;
  return changed;
}

/** Drops undefined entries, so pg-boss's `'key' in options` checks see only what was given. */
function defined<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
