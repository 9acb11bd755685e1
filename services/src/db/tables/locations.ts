import type { ColumnType } from "kysely";

export interface LocationsTable {
  id: string;
  title: string;
  /** The title by the slug rule (shared/src/slug.ts), written with it: /movements/{slug}. Unique. */
  slug: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
