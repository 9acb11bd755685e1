import type { ColumnType } from "kysely";

/** Sessions are stored by the SHA-256 of their id: a leaked table gives no usable session. */
export interface AdminSessionsTable {
  idHash: string;
  label: string;
  createdAt: ColumnType<Date, Date, never>;
  expiresAt: ColumnType<Date, Date, Date>;
}
