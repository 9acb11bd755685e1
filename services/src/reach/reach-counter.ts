import { REACH_HOSTS, type ReachKind } from "@movebreak/shared/contracts/reach";
import { LRUCache } from "lru-cache";
import { clientHasher } from "../lib/client-hash";
import type { Clock } from "../lib/clock";
import { flushLoop } from "../lib/flush-loop";

/** One counter row's key and what to add to it. */
export interface ReachRow {
  day: string;
  host: string;
  location: string;
  kind: ReachKind;
  count: number;
}

export type ReachHit = Omit<ReachRow, "day" | "count">;

export interface ReachLimits {
  /** Hosts one client address may add to per day. */
  hostsPerClient: number;
  /** (location, kind) keys one client may add to per host per day. */
  keysPerClientHost: number;
  /** Counts one client may add to one key per day (a reader who plays a routine again counts again, a few times). */
  countsPerClientKey: number;
  /** Client-key entries remembered (the oldest are forgotten first: memory stays bounded). */
  rememberedEntries: number;
  /** Distinct keys waiting for the next flush; past it a hit is dropped (and logged), never queued. */
  maxPending: number;
  /** Distinct rows one day may have per instance; past it a new key is counted as host and location "(other)". */
  maxRowsPerDay: number;
}

export const DEFAULT_REACH_LIMITS: ReachLimits = {
  hostsPerClient: 6,
  keysPerClientHost: 8,
  countsPerClientKey: 5,
  rememberedEntries: 100_000,
  maxPending: 5_000,
  maxRowsPerDay: 20_000,
};

export interface ReachCounter {
  /** Counts one hit by the client at `address`, unless that client's budget for the day is spent. True if counted. */
  count(hit: ReachHit, address: string | undefined): boolean;
  /** Writes what was counted: one upsert for every key. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export interface ReachCounterOptions {
  clock: Clock;
  /** Adds the rows' counts to the stored ones; a failure keeps them for the next flush. */
  write(rows: ReachRow[]): Promise<void>;
  onError(error: unknown): void;
  /** Hits refused because the pending batch was full (a flood of distinct keys between two flushes). */
  onDropped?(dropped: number): void;
  flushEveryMs?: number;
  limits?: Partial<ReachLimits>;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Reach as anonymous traffic makes it: counted in memory and written every few seconds as one upsert
 * of a counter row per (day, host, location, kind), so no beacon writes anything of its own. Every
 * client address has a daily budget (a few hosts, a few keys per host, a few counts per key): a flood
 * from one address adds at most hostsPerClient x keysPerClientHost rows, each by at most
 * countsPerClientKey. Addresses are held only as salted hashes, in memory, for the day; the salt is new
 * at every start. Memory is bounded by the LRU, the pending cap and the per-day row cap.
 */
export function reachCounter(options: ReachCounterOptions): ReachCounter {
  const limits = { ...DEFAULT_REACH_LIMITS, ...options.limits };
  const clientOf = clientHasher();
  const budgets = new LRUCache<string, number>({ max: limits.rememberedEntries });
  let pending = new Map<string, ReachRow>();
  let rowsToday = { day: "", keys: new Set<string>() };
  let dropped = 0;

  /** Takes one unit of a budget; false when it is spent. */
  const take = (key: string, limit: number, isNew: boolean): boolean => {
    if (!isNew) return true;
    const used = budgets.get(key) ?? 0;
    if (used >= limit) return false;
    budgets.set(key, used + 1);
    return true;
  };

  const loop = flushLoop<Map<string, ReachRow>>({
    take() {
      if (dropped > 0) {
        options.onDropped?.(dropped);
        dropped = 0;
      }
      if (pending.size === 0) return undefined;
      const batch = pending;
      pending = new Map();
      return batch;
    },
    write: (batch) => options.write([...batch.values()]),
    putBack(batch) {
      for (const [key, row] of batch) {
        const kept = pending.get(key);
        if (kept) kept.count += row.count;
        else pending.set(key, row);
      }
    },
    onError: options.onError,
    everyMs: options.flushEveryMs ?? 5_000,
  });

  return {
    count(hit, address) {
      const day = dayOf(options.clock());
      const client = clientOf(address);
      const clientDay = `${client}|${day}`;
      const clientHost = `${clientDay}|${hit.host}`;
      const clientKey = `${clientHost}|${hit.location}|${hit.kind}`;
      const keyUsed = budgets.get(clientKey);
      if (keyUsed !== undefined && keyUsed >= limits.countsPerClientKey) return false;
      // A host or key this client has not used today takes one unit of the budget above it.
      const hostIsNew = budgets.get(clientHost) === undefined;
      if (!take(clientDay, limits.hostsPerClient, hostIsNew)) return false;
      if (hostIsNew) budgets.set(clientHost, 0);
      if (!take(clientHost, limits.keysPerClientHost, keyUsed === undefined)) return false;
      budgets.set(clientKey, (keyUsed ?? 0) + 1);

      if (rowsToday.day !== day) rowsToday = { day, keys: new Set() };
      let row: ReachHit = hit;
      let rowKey = `${day}|${hit.host}|${hit.location}|${hit.kind}`;
      if (!rowsToday.keys.has(rowKey)) {
        if (rowsToday.keys.size >= limits.maxRowsPerDay) {
          row = { host: REACH_HOSTS.other, location: REACH_HOSTS.other, kind: hit.kind };
          rowKey = `${day}|${row.host}|${row.location}|${row.kind}`;
        } else rowsToday.keys.add(rowKey);
      }
      const waiting = pending.get(rowKey);
      if (waiting) waiting.count++;
      else if (pending.size >= limits.maxPending) dropped++;
      else pending.set(rowKey, { day, ...row, count: 1 });
      return true;
    },
    flush: loop.flush,
    stop: loop.stop,
  };
}
