import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Database } from "../db/schema";
import type { Clock } from "../lib/clock";

/**
 * Leases on runs (automation runs and generation jobs): the instance working on one renews its lease every
 * `heartbeatMs`; another instance that finds the lease older than the stale age treats the worker as gone.
 * pg-boss has a heartbeat of its own, but it frees the job only after its supervisor and queue cache catch
 * up (up to two minutes); the lease tells every instance in seconds, from one indexed row.
 */
export interface RunLeaseOptions {
  /** How often a held lease is renewed. */
  heartbeatMs: number;
  /** A lease older than this is stale: its worker stopped (default: 3 heartbeats and a half). */
  staleMs: number;
}

export const DEFAULT_RUN_LEASE: RunLeaseOptions = { heartbeatMs: 5_000, staleMs: 17_500 };

/** This process, as a lease owner. */
export const LEASE_OWNER = `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

export interface HeldLease {
  /** Stops renewing and removes the lease (the run ended or was handed back to the queue). */
  release(): Promise<void>;
}

export function runLeases(deps: { db: Kysely<Database>; clock: Clock; logger: Logger; options: RunLeaseOptions }) {
  const write = (runId: string) =>
    deps.db
      .insertInto("runLeases")
      .values({ runId, owner: LEASE_OWNER, heartbeatAt: deps.clock() })
      .onConflict((oc) => oc.column("runId").doUpdateSet({ owner: LEASE_OWNER, heartbeatAt: deps.clock() }))
      .execute();

  return {
    options: deps.options,

    /** Takes the lease on `runId` and renews it until released. A renewal that fails (the database away) is retried at the next beat. */
    async hold(runId: string): Promise<HeldLease> {
      await write(runId);
      let renewing: Promise<unknown> = Promise.resolve();
      const timer = setInterval(() => {
        renewing = write(runId).catch((error) =>
          deps.logger.warn({ runId, err: error }, "could not renew the run's lease (retried at the next beat)"),
        );
      }, deps.options.heartbeatMs);
      timer.unref();
      return {
        async release() {
          clearInterval(timer);
          await renewing;
          await deps.db
            .deleteFrom("runLeases")
            .where("runId", "=", runId)
            .where("owner", "=", LEASE_OWNER)
            .execute()
            .catch((error) => deps.logger.warn({ runId, err: error }, "could not release the run's lease"));
        },
      };
    },

    /**
     * How long since the run's worker last showed it was alive: its lease, or without one `since` (when the
     * run was last handed to a worker: its last event). Null when neither is known.
     */
    async silentForMs(runId: string, since: Date | null): Promise<number | null> {
      const lease = await deps.db
        .selectFrom("runLeases")
        .select("heartbeatAt")
        .where("runId", "=", runId)
        .executeTakeFirst();
      const times = [lease?.heartbeatAt, since].filter((time): time is Date => time instanceof Date);
      if (times.length === 0) return null;
      const latest = Math.max(...times.map((time) => time.getTime()));
      return Math.max(0, deps.clock().getTime() - latest);
    },
  };
}

export type RunLeases = ReturnType<typeof runLeases>;
