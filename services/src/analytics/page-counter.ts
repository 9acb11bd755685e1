import type { Clock } from "../lib/clock";
import { type DailyBudget, type DailyCounter, dailyCounter } from "../lib/daily-counter";
import type { PageCountRow } from "./page-analytics-repo";

/** A view of a page, or a click on its store link. */
export type PageHit = Omit<PageCountRow, "day" | "count">;
export type PageCounter = DailyCounter<PageHit>;

/**
 * Reach's rules (lib/daily-counter.ts), with a page as the group: one address counts once per page and event a
 * day (a reader who comes back, or reloads, is one view), on at most `groupsPerClient` pages a day (a crawler
 * that runs scripts, or a flood, adds little). An office behind one address counts as one reader: the price of
 * keeping no cookie and no address.
 */
export const DEFAULT_PAGE_BUDGET: DailyBudget = {
  groupsPerClient: 40,
  keysPerClientGroup: 2,
  countsPerClientKey: 1,
  rememberedEntries: 100_000,
  maxPending: 5_000,
  maxRowsPerDay: 20_000,
};

/** Past the day's row cap a page's count goes on this row (the paths are checked first, so it should stay empty). */
const OTHER_PAGE = "(other)";

export function pageCounter(options: {
  clock: Clock;
  write(rows: PageCountRow[]): Promise<void>;
  onError(error: unknown): void;
  onDropped(dropped: number): void;
}): PageCounter {
  return dailyCounter<PageHit>({
    clock: options.clock,
    budget: DEFAULT_PAGE_BUDGET,
    // The budget spends one unit per page and event whether the token checked or not: an address counts once
    // for a page's view, verified or not, as it does in the fleet's table of readers (page-analytics-repo.ts).
    place: (hit) => ({ group: hit.path, key: hit.event, row: `${hit.path}|${hit.event}|${hit.verified}` }),
    other: (hit) => ({ ...hit, path: OTHER_PAGE }),
    distinct: (hit) => hit.reader,
    write: options.write,
    onError: options.onError,
    onDropped: options.onDropped,
    flushEveryMs: 5_000,
  });
}
