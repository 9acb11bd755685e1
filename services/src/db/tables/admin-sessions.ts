import type { ColumnType } from "kysely";

/**
 * Sessions are stored by the SHA-256 of their id: a leaked table gives no usable session. Where a session
 * was last used is kept only as coarsely as the operator needs to recognise it: the address truncated to
 * its network (/24, /48) and the browser as a short label ("Chrome 131 on macOS").
 */
export interface AdminSessionsTable {
  idHash: string;
  label: string;
  createdAt: ColumnType<Date, Date, never>;
  expiresAt: ColumnType<Date, Date, Date>;
  /** Written at most once a minute per session (session-store.ts). */
  lastUsedAt: ColumnType<Date, Date, Date>;
  address: string | null;
  browser: string | null;
}
