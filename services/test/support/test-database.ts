import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDatabase, type DatabaseHandle, type DatabaseTarget } from "../../src/db/create-database";
import { migrateToLatest } from "../../src/db/migrate";

/**
 * A fresh, migrated database for one test file: PGlite in memory by default,
 * or a new database on the server named by TEST_DATABASE_URL (dropped after).
 */
export async function createTestDatabase(): Promise<{
  handle: DatabaseHandle;
  target: DatabaseTarget;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const target: DatabaseTarget = { kind: "pglite", dataDir: null };
    const handle = await createDatabase(target);
    await migrateToLatest(handle.db.withoutPlugins());
    return { handle, target, drop: () => handle.close() };
  }
  const name = `mb_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: "postgres", url: url.toString() };
  const handle = await createDatabase(target);
  await migrateToLatest(handle.db.withoutPlugins());
  return {
    handle,
    target,
    drop: async () => {
      await handle.close();
      await withAdminClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
