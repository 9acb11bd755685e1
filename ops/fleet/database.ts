/** The fleet's PostgreSQL database: made on the server when missing (npm run fleet), or made and dropped (tests, bench). */
import { withClient } from "../../services/src/db/with-client";

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
  return name;
};

/** Creates database `name` unless it exists; returns whether it made it. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<boolean> {
  return withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount) return false;
    await client.query(`create database ${identifier(name)}`);
    return true;
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, (client) => client.query(`drop database if exists ${identifier(name)} with (force)`));
}
