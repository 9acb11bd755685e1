import { LRUCache } from "lru-cache";
import { clientHasher } from "./client-hash";
import type { Clock } from "./clock";
import { flushLoop } from "./flush-loop";

const HOUR_MS = 3_600_000;

export interface VisitCounter<T extends string | number> {
  /** Counts one visit of `target` by the client at `ip`, unless that client was counted for it this hour. */
  count(target: T, ip: string | undefined): void;
  /**
   * The stored figure read by `readStored` plus the visits counted here and not written yet. A batch
   * written while `readStored` runs may or may not be in what it read, so such a read is done again.
   */
  read(target: T, readStored: () => Promise<number | undefined>): Promise<number | undefined>;
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
  /** Client-target pairs remembered for the hour (the oldest are forgotten first). */
  maxRemembered?: number;
}

/**
 * Page views and routine opens as anonymous traffic makes them: one per client address per target per
 * hour (the address is what a client cannot vary freely; the browser string it can), kept in memory
 * and written in batches, so no request writes a row of its own and a flood costs one UPDATE a second.
 * Addresses are only held as salted hashes, in memory, for the hour. Each instance deduplicates its own
 * clients: behind a load balancer without affinity a client may count once per instance.
 */
export function visitCounter<T extends string | number>(options: VisitCounterOptions<T>): VisitCounter<T> {
  const clientOf = clientHasher();
  const seen = new LRUCache<string, true>({ max: options.maxRemembered ?? 200_000, ttl: HOUR_MS });
  let counts = new Map<T, number>();
  const loop = flushLoop<Map<T, number>>({
    take() {
      if (counts.size === 0) return undefined;
      const batch = counts;
      counts = new Map();
      return batch;
    },
    write: options.write,
    putBack(batch) {
      for (const [target, n] of batch) counts.set(target, (counts.get(target) ?? 0) + n);
    },
    onError: options.onError,
    everyMs: options.flushEveryMs ?? 1_000,
  });

  return {
    count(target, ip) {
      const hour = Math.floor(options.clock().getTime() / HOUR_MS);
      const client = clientOf(ip);
      const key = `${target}|${client}|${hour}`;
      if (seen.has(key)) return;
      seen.set(key, true);
      counts.set(target, (counts.get(target) ?? 0) + 1);
    },
    async read(target, readStored) {
      for (;;) {
        await loop.idle();
        const epoch = loop.epoch;
        const stored = await readStored();
        if (stored === undefined) return undefined;
        if (epoch === loop.epoch) return stored + (counts.get(target) ?? 0);
      }
    },
    flush: loop.flush,
    stop: loop.stop,
  };
}
