import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { PinterestConnectionsTable } from "../db/tables/pinterest-connections";

export type ConnectionRow = Selectable<PinterestConnectionsTable>;

/** The integration connects one account; its row has this id. */
const ID = "default";

export interface NewConnection {
  method: "oauth" | "manual";
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string[];
  username: string;
  accountType: string | null;
  profileImage: string | null;
}

export interface TokenUpdate {
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  expiresAt: Date | null;
  refreshExpiresAt: Date | null;
  scopes: string[];
}

export const scopesOf = (row: Pick<ConnectionRow, "scopes">) => row.scopes.split(" ").filter(Boolean);

export async function findConnection(db: Kysely<Database>): Promise<ConnectionRow | undefined> {
  return db.selectFrom("pinterestConnections").selectAll().where("id", "=", ID).executeTakeFirst();
}

/** Connecting replaces any earlier account (and forgets its board). */
export async function saveConnection(db: Kysely<Database>, connection: NewConnection, now: Date): Promise<void> {
  const values = {
    ...connection,
    scopes: connection.scopes.join(" "),
    boardId: null,
    boardName: null,
    connectedAt: now,
    updatedAt: now,
    lastSyncAt: now,
    // Connecting read the account with the new token: that is the last call, and it worked.
    lastCallAt: now,
    lastCallOutcome: "ok" as const,
    lastCallError: null,
  };
  await db
    .insertInto("pinterestConnections")
    .values({ id: ID, tokenVersion: 1, ...values })
    .onConflict((oc) =>
      oc
        .column("id")
        .doUpdateSet((eb) => ({ ...values, tokenVersion: eb("pinterestConnections.tokenVersion", "+", 1) })),
    )
    .execute();
}

/** Writes refreshed tokens only over the version they were refreshed from; false if another writer got there first. */
export async function updateTokens(
  db: Kysely<Database>,
  fromVersion: number,
  tokens: TokenUpdate,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("pinterestConnections")
    .set({
      ...tokens,
      scopes: tokens.scopes.join(" "),
      tokenVersion: fromVersion + 1,
      updatedAt: now,
      lastSyncAt: now,
      // Pinterest just issued these tokens: the refresh was a call that worked.
      lastCallAt: now,
      lastCallOutcome: "ok",
      lastCallError: null,
    })
    .where("id", "=", ID)
    .where("tokenVersion", "=", fromVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markSynced(
  db: Kysely<Database>,
  now: Date,
  profile?: { username: string; accountType: string | null; profileImage: string | null },
): Promise<void> {
  await db
    .updateTable("pinterestConnections")
    .set({ lastSyncAt: now, ...(profile ?? {}) })
    .where("id", "=", ID)
    .execute();
}

export type CallOutcome = { outcome: "ok" } | { outcome: "refused" | "failed"; error: string };

/**
 * Records how the last call to Pinterest with the tokens of `tokenVersion` went. A call made with tokens
 * that have since been replaced (a reconnect, a refresh) says nothing about the new ones and is not kept.
 */
export async function recordCall(
  db: Kysely<Database>,
  tokenVersion: number,
  call: CallOutcome,
  now: Date,
): Promise<void> {
  await db
    .updateTable("pinterestConnections")
    .set({ lastCallAt: now, lastCallOutcome: call.outcome, lastCallError: call.outcome === "ok" ? null : call.error })
    .where("id", "=", ID)
    .where("tokenVersion", "=", tokenVersion)
    .execute();
}

export async function setBoard(
  db: Kysely<Database>,
  board: { id: string; name: string } | null,
  now: Date,
): Promise<void> {
  await db
    .updateTable("pinterestConnections")
    .set({ boardId: board?.id ?? null, boardName: board?.name ?? null, updatedAt: now })
    .where("id", "=", ID)
    .execute();
}

export async function deleteConnection(db: Kysely<Database>): Promise<boolean> {
  const result = await db.deleteFrom("pinterestConnections").where("id", "=", ID).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
