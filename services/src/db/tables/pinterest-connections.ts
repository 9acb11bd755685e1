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
  /** The last call to Pinterest with the stored tokens: when, how it went, and Pinterest's refusal or failure. */
  lastCallAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  lastCallOutcome: ColumnType<"ok" | "refused" | "failed" | null, "ok" | "refused" | "failed" | null | undefined>;
  lastCallError: ColumnType<string | null, string | null | undefined>;
}
