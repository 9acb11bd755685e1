import type { ColumnType, Generated } from "kysely";

/** Every admin import and restore, with the rows it changed as they were before (so it can be undone). */
export interface DataImportsTable {
  id: Generated<number>;
  type: string;
  mode: string;
  actor: string;
  requestId: string | null;
  fileName: string | null;
  fileHash: string | null;
  changes: ColumnType<unknown, string, never>;
  imported: number;
  skipped: number;
  errors: number;
  snapshot: ColumnType<unknown, string, never>;
  restoresImportId: number | null;
  createdAt: ColumnType<Date, Date, never>;
}
