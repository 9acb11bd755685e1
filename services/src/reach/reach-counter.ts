import { REACH_HOSTS, type ReachKind } from "@movebreak/shared/contracts/reach";
import type { Clock } from "../lib/clock";
import { type DailyCounter, dailyCounter } from "../lib/daily-counter";

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

export type ReachCounter = DailyCounter<ReachHit>;

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

/**
 * Reach as anonymous traffic makes it (lib/daily-counter.ts): one counter row per (day, host, location, kind),
 * each client address's daily budget spent by host (the group) and by (location, kind) within it.
 */
export function reachCounter(options: ReachCounterOptions): ReachCounter {
  const { hostsPerClient, keysPerClientHost, ...limits } = { ...DEFAULT_REACH_LIMITS, ...options.limits };
  return dailyCounter<ReachHit>({
    clock: options.clock,
    budget: { ...limits, groupsPerClient: hostsPerClient, keysPerClientGroup: keysPerClientHost },
    place: (hit) => ({
      group: hit.host,
      key: `${hit.location}|${hit.kind}`,
      row: `${hit.host}|${hit.location}|${hit.kind}`,
    }),
    other: (hit) => ({ host: REACH_HOSTS.other, location: REACH_HOSTS.other, kind: hit.kind }),
    write: options.write,
    onError: options.onError,
    ...(options.onDropped ? { onDropped: options.onDropped } : {}),
    flushEveryMs: options.flushEveryMs ?? 5_000,
  });
}
