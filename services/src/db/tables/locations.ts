import type { ColumnType } from "kysely";

export interface LocationsTable {
  id: string;
  title: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
