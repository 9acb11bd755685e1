import type { ColumnType } from "kysely";

/** Reach counters (services/src/reach): one row per UTC day, embedding host, location and kind. */
export interface ReachCountsTable {
  /** A UTC day, written and read as YYYY-MM-DD text (read with day::text: drivers turn a date into local time). */
  day: ColumnType<string, string, never>;
  host: string;
  location: string;
  kind: string;
  count: number;
}
