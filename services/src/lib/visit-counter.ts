import { createHash, randomBytes } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { Clock } from "./clock";

const HOUR_MS = 3_600_000;

export interface VisitCounter<T extends string | number> {
  /** Counts one visit of `target` by the client at `ip`, unless that client was counted for it this hour. */
  count(target: T, ip: string | undefined): void;
  /** Visits counted here and not written yet (added to the stored figure when one is shown). */
  pending(target: T): number;
  /** Writes what was counted (one statement for all targets). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export interface VisitCounterOptions<T> {
  clock: Clock;
  /** Adds the counts to the stored figures; a failure keeps them for the next flush. */
  write(counts: Map<T, number>): Promise<void>;
  onError(error: unknown): void;
  flushEveryMs?: number;
}

/**
 * Page views and routine opens as anonymous traffic makes them: one per client address per target per
 * hour (the address is what a client cannot vary freely; the browser string it can), kept in memory
 * and written in batches, so no request writes a row of its own and a flood costs one UPDATE a second.
 * Addresses are only held as salted hashes, in memory, for the hour. Each instance deduplicates its own
 * clients: behind a load balancer without affinity a client may count once per instance.
 */
export function visitCounter<T extends string | number>(options: VisitCounterOptions<T>): VisitCounter<T> {
  const salt = randomBytes(16);
  const seen = new LRUCache<string, true>({ max: 200_000, ttl: HOUR_MS });
  let counts = new Map<T, number>();
  // The batch being written: still pending for readers until its UPDATE has committed.
  let inFlight = new Map<T, number>();
  let writing: Promise<void> | undefined;

  const flush = async () => {
    await writing;
    if (counts.size === 0) return;
    const batch = counts;
    inFlight = batch;
    counts = new Map();
    writing = options.write(batch).catch((error) => {
      for (const [target, n] of batch) counts.set(target, (counts.get(target) ?? 0) + n);
      options.onError(error);
    });
    await writing;
    inFlight = new Map();
    writing = undefined;
  };
  const timer = setInterval(() => void flush(), options.flushEveryMs ?? 1_000);
  timer.unref();

  return {
    count(target, ip) {
      const hour = Math.floor(options.clock().getTime() / HOUR_MS);
      const client = createHash("sha256")
        .update(salt)
        .update(ip ?? "")
        .digest("base64url")
        .slice(0, 22);
      const key = `${target}|${client}|${hour}`;
      if (seen.has(key)) return;
      seen.set(key, true);
      counts.set(target, (counts.get(target) ?? 0) + 1);
    },
    pending: (target) => (counts.get(target) ?? 0) + (inFlight.get(target) ?? 0),
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
