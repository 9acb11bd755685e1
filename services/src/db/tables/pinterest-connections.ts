import type { ColumnType } from "kysely";

/** The connected Pinterest account (one row, id "default"); tokens only as AES-256-GCM ciphertext. */
export interface PinterestConnectionsTable {
  id: string;
  method: "oauth" | "manual";
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  tokenVersion: number;
  expiresAt: ColumnType<Date | null, Date | null, Date | null>;
  refreshExpiresAt: ColumnType<Date | null, Date | null, Date | null>;
  /** Space-separated granted scopes. */
  scopes: string;
  username: string;
  accountType: string | null;
  profileImage: string | null;
  boardId: string | null;
  boardName: string | null;
  connectedAt: ColumnType<Date, Date, Date>;
  updatedAt: ColumnType<Date, Date, Date>;
  lastSyncAt: ColumnType<Date | null, Date | null, Date | null>;
}
