import type { ColumnType } from "kysely";

/** Which seed files were applied, so a second start changes nothing. */
export interface SeedHistoryTable {
  name: string;
  appliedAt: ColumnType<Date, Date, never>;
  summary: ColumnType<unknown, string, never>;
}
