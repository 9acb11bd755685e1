import type { ColumnType } from "kysely";

/** Page analytics (services/src/analytics): one row per UTC day and public page path. */
export interface PageAnalyticsTable {
  /** A UTC day, written and read as YYYY-MM-DD text (read with day::text: drivers turn a date into local time). */
  day: ColumnType<string, string, never>;
  path: string;
  /** Beacons whose page-load token checked (analytics/page-load-token.ts). */
  views: number;
  ctaClicks: number;
  /** Beacons without a token that checks, counted apart. */
  unverifiedViews: ColumnType<number, number | undefined, number>;
  unverifiedCtaClicks: ColumnType<number, number | undefined, number>;
}

/**
 * Who was counted for a page and event on a day, on any instance: `reader` is a hash of the client's address
 * salted with the day's salt (analytics/reader-of-day.ts). Kept two days.
 */
export interface PageReadersTable {
  day: ColumnType<string, string, never>;
  path: string;
  event: "view" | "cta";
  reader: string;
}

/** Each day's random salt of the readers' hashes, shared by every instance; deleted with the day's readers. */
export interface PageReaderSaltsTable {
  day: ColumnType<string, string, never>;
  salt: Buffer;
}
