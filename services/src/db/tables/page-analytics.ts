import type { ColumnType } from "kysely";

/** Page analytics (services/src/analytics): one row per UTC day and public page path. */
export interface PageAnalyticsTable {
  /** A UTC day, written and read as YYYY-MM-DD text (read with day::text: drivers turn a date into local time). */
  day: ColumnType<string, string, never>;
  path: string;
  views: number;
  ctaClicks: number;
}
