import type { ColumnType } from "kysely";

export interface WorkoutsTable {
  id: string;
  title: string;
  locationId: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
