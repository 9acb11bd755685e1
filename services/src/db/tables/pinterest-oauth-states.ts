import type { ColumnType } from "kysely";

/** Pending OAuth authorizations, by the SHA-256 of their state; each bound to the admin session that asked. */
export interface PinterestOauthStatesTable {
  stateHash: string;
  sessionHash: string;
  createdAt: ColumnType<Date, Date, never>;
  expiresAt: ColumnType<Date, Date, never>;
}
