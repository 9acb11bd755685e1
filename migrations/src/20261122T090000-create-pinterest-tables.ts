import type { Kysely } from "kysely";

// Frozen in time: imports nothing from the app.
export async function up(db: Kysely<any>): Promise<void> {
  // The one connected Pinterest account. Tokens are AES-256-GCM ciphertexts ("v1.<iv>.<tag>.<data>"), never plaintext.
  await db.schema
    .createTable("pinterest_connections")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("access_token_enc", "text", (c) => c.notNull())
    .addColumn("refresh_token_enc", "text")
    // Bumped by every token change: a refresh writes only over the version it started from.
    .addColumn("token_version", "integer", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz")
    .addColumn("refresh_expires_at", "timestamptz")
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("account_type", "text")
    .addColumn("profile_image", "text")
    .addColumn("board_id", "text")
    .addColumn("board_name", "text")
    .addColumn("connected_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_sync_at", "timestamptz")
    .execute();

  // OAuth states: stored by their SHA-256, bound to the admin session that asked, valid 10 minutes, used once.
  await db.schema
    .createTable("pinterest_oauth_states")
    .addColumn("state_hash", "text", (c) => c.primaryKey())
    .addColumn("session_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("pinterest_oauth_states_expires_at_idx")
    .on("pinterest_oauth_states")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pinterest_oauth_states").execute();
  await db.schema.dropTable("pinterest_connections").execute();
}
