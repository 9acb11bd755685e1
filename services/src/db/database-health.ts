import { isDatabaseUnavailable } from "./database-unavailable";

export type DatabaseHealthChange =
  | { state: "unavailable"; error: unknown; at: Date }
  | { state: "available"; at: Date; downMs: number };

/**
 * Whether the database is reachable, as the last connection attempt or failure said, and a listener for the
 * moments that changes: an outage is told once when it starts and once when it ends (main.ts logs both),
 * however many requests, polls and counters failed in between.
 */
export interface DatabaseHealth {
  readonly available: boolean;
  /**
   * Something failed with `error`. Returns whether it means the database is unreachable (and then counts it
   * towards the outage); any other error changes nothing and is the caller's to handle.
   */
  failed(error: unknown): boolean;
  /** A connection was made or a statement succeeded: the outage, if there was one, is over. */
  succeeded(): void;
  onChange(listener: (change: DatabaseHealthChange) => void): () => void;
}

export function databaseHealth(now: () => Date = () => new Date()): DatabaseHealth {
  const listeners = new Set<(change: DatabaseHealthChange) => void>();
  let downSince: Date | undefined;
  const tell = (change: DatabaseHealthChange) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch {
        // A failing listener (a logger) must not turn a database outage into a crash of whoever reported it.
      }
    }
  };
  return {
    get available() {
      return downSince === undefined;
    },
    failed(error) {
      if (!isDatabaseUnavailable(error)) return false;
      if (downSince === undefined) {
        downSince = now();
        tell({ state: "unavailable", error, at: downSince });
      }
      return true;
    },
    succeeded() {
      if (downSince === undefined) return;
      const at = now();
      const downMs = at.getTime() - downSince.getTime();
      downSince = undefined;
      tell({ state: "available", at, downMs });
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
