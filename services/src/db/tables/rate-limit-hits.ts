import type { ColumnType } from "kysely";

/** Hit counters of rate limits, shared by every app instance on the database. */
export interface RateLimitHitsTable {
  key: string;
  hits: number;
  resetAt: ColumnType<Date, Date, Date>;
}
