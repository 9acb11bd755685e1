import { randomBytes } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { DatabaseHandle } from "./create-database";
import type { Database } from "./schema";

/** Announced after a rotation, so every instance loads the new secret at once (it also reloads every minute). */
const SECRETS_CHANNEL = "deployment_secrets_changed";
const RELOAD_MS = 60_000;
/**
 * A rotated-in secret verifies at once but signs only this long after the rotation: by then every instance has
 * loaded it (a notification, or at worst its reload a minute later), so none refuses what another signed.
 */
export const ROTATION_SIGNS_AFTER_MS = 2 * RELOAD_MS + 10_000;
/** A rotated-out secret still verifies for a day: longer than anything it signed is used (a page load's token). */
export const ROTATION_RETIRES_AFTER_MS = 24 * 60 * 60 * 1000;

const lockSecrets = (trx: Transaction<Database>) =>
  sql`select pg_advisory_xact_lock(hashtext('deployment_secrets'))`.execute(trx);

/**
 * The deployment's secrets, the one that signs first: made once (instances starting together make one, under a
 * lock), the retired ones deleted. Times are the database's, so instances' clocks never disagree about them.
 */
export async function readDeploymentSecrets(db: Kysely<Database>): Promise<Buffer[]> {
  return db.transaction().execute(async (trx) => {
    await lockSecrets(trx);
    await trx.deleteFrom("deploymentSecrets").where("retireAt", "<=", sql<Date>`now()`).execute();
    const read = () =>
      trx
        .selectFrom("deploymentSecrets")
        .select(["secret", sql<boolean>`signs_from <= now()`.as("signing")])
        .orderBy("id", "desc")
        .execute();
    let rows = await read();
    if (rows.length === 0) {
      await trx
        .insertInto("deploymentSecrets")
        .values({ secret: randomBytes(32), createdAt: sql`now()`, signsFrom: sql`now()` })
        .execute();
      rows = await read();
    }
    const signer = rows.find((row) => row.signing) ?? rows[rows.length - 1];
    return [signer, ...rows.filter((row) => row !== signer)].map((row) => Buffer.from(row?.secret ?? []));
  });
}

/**
 * `npm run secrets:rotate`: a new secret that signs after every instance has it, the others retired a day later.
 * Nothing signed before stops verifying, and no instance restarts.
 */
export async function rotateDeploymentSecret(
  database: Pick<DatabaseHandle, "db" | "executeSql">,
): Promise<{ signsFrom: Date; previousRetireAt: Date | null }> {
  const inMs = (ms: number) => sql<Date>`now() + ${`${ms} milliseconds`}::interval`;
  const result = await database.db.transaction().execute(async (trx) => {
    await lockSecrets(trx);
    const retired = await trx
      .updateTable("deploymentSecrets")
      .set({ retireAt: inMs(ROTATION_RETIRES_AFTER_MS) })
      .where("retireAt", "is", null)
      .returning("retireAt")
      .execute();
    const added = await trx
      .insertInto("deploymentSecrets")
      .values({ secret: randomBytes(32), createdAt: sql`now()`, signsFrom: inMs(ROTATION_SIGNS_AFTER_MS) })
      .returning("signsFrom")
      .executeTakeFirstOrThrow();
    const previous = retired[0]?.retireAt;
    return { signsFrom: new Date(added.signsFrom), previousRetireAt: previous ? new Date(previous) : null };
  });
  await database.executeSql("select pg_notify($1, '')", [SECRETS_CHANNEL]);
  return result;
}

export interface LoadedSecrets {
  /** The secrets as last loaded, the signing one first (never empty once loaded). */
  current(): readonly Buffer[];
  close(): Promise<void>;
}

/**
 * Loads the secrets at start and keeps them fresh: on a rotation's notification, when the listener (re)connects,
 * and every minute (a secret whose `signs_from` has come starts signing then). A failed reload keeps the ones
 * loaded before and is reported.
 */
export async function loadDeploymentSecrets(
  database: Pick<DatabaseHandle, "db" | "listen">,
  reloadFailed: (error: unknown) => void,
): Promise<LoadedSecrets> {
  let secrets = await readDeploymentSecrets(database.db);
  let reloading: Promise<void> | undefined;
  const reload = () => {
    reloading ??= readDeploymentSecrets(database.db)
      .then((next) => {
        secrets = next;
      })
      .catch(reloadFailed)
      .finally(() => {
        reloading = undefined;
      });
  };
  const timer = setInterval(reload, RELOAD_MS);
  timer.unref();
  const unlisten = await database.listen(SECRETS_CHANNEL, reload);
  return {
    current: () => secrets,
    async close() {
      clearInterval(timer);
      await unlisten();
      await reloading;
    },
  };
}
