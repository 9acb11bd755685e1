import {
  PAGE_ANALYTICS_GROUPS,
  PAGE_ANALYTICS_LIMITS,
  type PageAnalyticsGroup,
} from "@movebreak/shared/contracts/page-analytics";
import { dayOf, lastDays } from "@/lib/utc-days";

/** The periods offered at once; "custom" is the from/to the operator typed. */
export const RANGE_PRESETS = ["7d", "30d", "90d", "month", "last-month"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export const RANGE_LABELS: Record<RangePreset, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  month: "This month",
  "last-month": "Last month",
};

export const SORT_COLUMNS = ["key", "views", "ctaClicks", "ctaRate"] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type SortDirection = "asc" | "desc";

/** Everything the Performance view shows depends on, all of it in the address (a view can be shared). */
export interface PerformanceState {
  range: { preset: RangePreset } | { preset: "custom"; from: string; to: string };
  compare: boolean;
  groupBy: PageAnalyticsGroup;
  sort: { column: SortColumn; direction: SortDirection };
}

const DEFAULT_PRESET: RangePreset = "30d";

export const DEFAULT_STATE: PerformanceState = {
  range: { preset: DEFAULT_PRESET },
  compare: false,
  groupBy: "page",
  sort: { column: "views", direction: "desc" },
};

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isDay(text: string): boolean {
  return DAY_PATTERN.test(text) && dayOf(new Date(`${text}T00:00:00Z`)) === text;
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** A custom range the server takes: two days, in order, at most its longest range apart. */
export function isValidRange(from: string, to: string): boolean {
  return isDay(from) && isDay(to) && from <= to && daysBetween(from, to) <= PAGE_ANALYTICS_LIMITS.maxDays;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/**
 * The state an address holds. Whatever is missing or not understood takes its default, so an old or edited
 * link still opens a view (a custom range that is not a valid one falls back to the default period).
 */
export function parseState(search: URLSearchParams): PerformanceState {
  const preset = search.get("range");
  const from = search.get("from") ?? "";
  const to = search.get("to") ?? "";
  const range: PerformanceState["range"] =
    preset === "custom" && isValidRange(from, to)
      ? { preset: "custom", from, to }
      : { preset: oneOf(RANGE_PRESETS, preset) ?? DEFAULT_PRESET };
  return {
    range,
    compare: search.get("compare") === "1",
    groupBy: oneOf(PAGE_ANALYTICS_GROUPS, search.get("by")) ?? DEFAULT_STATE.groupBy,
    sort: {
      column: oneOf(SORT_COLUMNS, search.get("sort")) ?? DEFAULT_STATE.sort.column,
      direction: oneOf(["asc", "desc"] as const, search.get("dir")) ?? DEFAULT_STATE.sort.direction,
    },
  };
}

/** The address's query for a state: only what differs from the default, so a plain link stays plain. */
export function serialiseState(state: PerformanceState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.range.preset !== DEFAULT_STATE.range.preset) search.set("range", state.range.preset);
  if (state.range.preset === "custom") {
    search.set("from", state.range.from);
    search.set("to", state.range.to);
  }
  if (state.compare) search.set("compare", "1");
  if (state.groupBy !== DEFAULT_STATE.groupBy) search.set("by", state.groupBy);
  if (state.sort.column !== DEFAULT_STATE.sort.column) search.set("sort", state.sort.column);
  if (state.sort.direction !== DEFAULT_STATE.sort.direction) search.set("dir", state.sort.direction);
  return search;
}

/**
 * The UTC days a state's period covers on `today` (both included): the last N days end today, this month runs
 * from its 1st to today, last month is the whole month before.
 */
export function resolveRange(range: PerformanceState["range"], today: Date): { from: string; to: string } {
  const to = dayOf(today);
  const back = (days: number) => lastDays(days, today).from;
  switch (range.preset) {
    case "custom":
      return { from: range.from, to: range.to };
    case "7d":
      return { from: back(7), to };
    case "30d":
      return { from: back(30), to };
    case "90d":
      return { from: back(90), to };
    case "month":
      return { from: `${to.slice(0, 7)}-01`, to };
    case "last-month": {
      const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
      return { from: `${dayOf(lastDay).slice(0, 7)}-01`, to: dayOf(lastDay) };
    }
  }
}
