import { dayOf } from "@movebreak/shared/utc-day";
import { LRUCache } from "lru-cache";
import { clientHasher } from "./client-hash";
import type { Clock } from "./clock";
import { flushLoop } from "./flush-loop";

/** A client address's daily budget, and the bounds on what waits in memory. */
export interface DailyBudget {
  /** Groups (a host, a page) one client address may add to per day. */
  groupsPerClient: number;
  /** Keys one client may add to per group per day. */
  keysPerClientGroup: number;
  /** Counts one client may add to one key per day. */
  countsPerClientKey: number;
  /** Client-key entries remembered (the oldest are forgotten first: memory stays bounded). */
  rememberedEntries: number;
  /** Distinct rows waiting for the next flush; past it a hit is dropped (and logged), never queued. */
  maxPending: number;
  /** Distinct rows one day may have per instance; past it a new row is counted as the hit's `other` row. */
  maxRowsPerDay: number;
}

/** Where a hit stands in the budget: its group, its key within the group, and the row it adds to. */
export interface BudgetedHit {
  group: string;
  key: string;
  /** The row's identity (distinct rows are distinct strings). */
  row: string;
}

export interface DailyCounter<H> {
  /** Counts one hit by the client at `address`, unless that client's budget for the day is spent. True if counted. */
  count(hit: H, address: string | undefined): boolean;
  /** Writes what was counted: one row per key. */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  stop(): Promise<void>;
}

export interface DailyCounterOptions<H> {
  clock: Clock;
  budget: DailyBudget;
  /** The hit's group, key and row (the row's string must tell apart what `write` stores apart). */
  place(hit: H): BudgetedHit;
  /** The row a hit counts on once the day's row cap is reached (one per kind of hit, say). */
  other(hit: H): H;
  /**
   * Hits of one row that must reach `write` apart (each with its own count), as this string tells them apart:
   * page analytics keeps each reader's hit apart so the write can drop those another instance already counted.
   * The day's row cap still counts rows, not these.
   */
  distinct?(hit: H): string;
  /** Adds the rows' counts to the stored ones; a failure keeps them for the next flush. */
  write(rows: (H & { day: string; count: number })[]): Promise<void>;
  onError(error: unknown): void;
  /** Hits refused because the pending batch was full (a flood of distinct rows between two flushes). */
  onDropped?(dropped: number): void;
  flushEveryMs: number;
}

/**
 * Counts as anonymous traffic makes them (reach beacons, page analytics): counted in memory and written every
 * few seconds as one upsert per (day, row), so no request writes anything of its own. Every client address has
 * a daily budget (a few groups, a few keys per group, a few counts per key): a flood from one address adds at
 * most groupsPerClient x keysPerClientGroup rows, each by at most countsPerClientKey. Addresses are held only as
 * salted hashes, in memory, for the day; the salt is new at every start. Memory is bounded by the LRU, the
 * pending cap and the per-day row cap.
 */
export function dailyCounter<H extends object>(options: DailyCounterOptions<H>): DailyCounter<H> {
  const limits = options.budget;
  const clientOf = clientHasher();
  const budgets = new LRUCache<string, number>({ max: limits.rememberedEntries });
  type Row = H & { day: string; count: number };
  let pending = new Map<string, Row>();
  let rowsToday = { day: "", rows: new Set<string>() };
  let dropped = 0;

  /** Takes one unit of a budget; false when it is spent. */
  const take = (key: string, limit: number, isNew: boolean): boolean => {
    if (!isNew) return true;
    const used = budgets.get(key) ?? 0;
    if (used >= limit) return false;
    budgets.set(key, used + 1);
    return true;
  };

  const loop = flushLoop<Map<string, Row>>({
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
    everyMs: options.flushEveryMs,
  });

  return {
    count(hit, address) {
      const day = dayOf(options.clock());
      const place = options.place(hit);
      const clientDay = `${clientOf(address)}|${day}`;
      const clientGroup = `${clientDay}|${place.group}`;
      const clientKey = `${clientGroup}|${place.key}`;
      // Nowhere to keep a new row until the next flush (the database is away): refused before it takes any
      // budget, so the same hit can still count once the rows are written.
      const pendingKeyOf = (row: H, rowKey: string) =>
        options.distinct ? `${rowKey}|${options.distinct(row)}` : rowKey;
      if (pending.size >= limits.maxPending && !pending.has(pendingKeyOf(hit, `${day}|${place.row}`))) {
        dropped++;
        return false;
      }
      const keyUsed = budgets.get(clientKey);
      if (keyUsed !== undefined && keyUsed >= limits.countsPerClientKey) return false;
      // A group or key this client has not used today takes one unit of the budget above it.
      const groupIsNew = budgets.get(clientGroup) === undefined;
      if (!take(clientDay, limits.groupsPerClient, groupIsNew)) return false;
      if (groupIsNew) budgets.set(clientGroup, 0);
      if (!take(clientGroup, limits.keysPerClientGroup, keyUsed === undefined)) return false;
      budgets.set(clientKey, (keyUsed ?? 0) + 1);

      if (rowsToday.day !== day) rowsToday = { day, rows: new Set() };
      let row = hit;
      let rowKey = `${day}|${place.row}`;
      if (!rowsToday.rows.has(rowKey)) {
        if (rowsToday.rows.size >= limits.maxRowsPerDay) {
          row = options.other(hit);
          rowKey = `${day}|${options.place(row).row}`;
        } else rowsToday.rows.add(rowKey);
      }
      const pendingKey = pendingKeyOf(row, rowKey);
      const waiting = pending.get(pendingKey);
      if (waiting) waiting.count++;
      else pending.set(pendingKey, { ...row, day, count: 1 });
      return true;
    },
    flush: loop.flush,
    stop: loop.stop,
  };
}
