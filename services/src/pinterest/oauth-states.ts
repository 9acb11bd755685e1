import { createHash, randomBytes } from "node:crypto";
import { PINTEREST_STATE_TTL_MS } from "@movebreak/shared/contracts/pinterest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

const hashOf = (state: string) => createHash("sha256").update(state, "utf8").digest("hex");

/** A new state for one authorization, bound to the admin session (by its hash) and valid 10 minutes. */
export async function issueOauthState(db: Kysely<Database>, sessionHash: string, now: Date): Promise<string> {
  const state = randomBytes(32).toString("base64url");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("pinterestOauthStates").where("expiresAt", "<=", now).execute();
    await trx
      .insertInto("pinterestOauthStates")
      .values({
        stateHash: hashOf(state),
        sessionHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + PINTEREST_STATE_TTL_MS),
      })
      .execute();
  });
  return state;
}

/**
 * Uses a state up: true only for a state issued to this session, not expired and not used before.
 * One DELETE ... RETURNING decides, so two requests racing with the same state cannot both win.
 */
export async function consumeOauthState(
  db: Kysely<Database>,
  state: string,
  sessionHash: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .deleteFrom("pinterestOauthStates")
    .where("stateHash", "=", hashOf(state))
    .where("sessionHash", "=", sessionHash)
    .returning(["expiresAt"])
    .executeTakeFirst();
  return row !== undefined && row.expiresAt > now;
}
