/** The fleet's PostgreSQL database: made on the server when missing (npm run fleet), or made and dropped (tests, bench). */
import pg from "pg";

/** The URL of database `name` on the server `serverUrl` points at. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `work` with a client connected to `serverUrl`, closed after. */
export async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
  return name;
};

/** Creates database `name` unless it exists; returns whether it made it. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<boolean> {
  return withServerClient(serverUrl, async (client) => {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount) return false;
    await client.query(`create database ${identifier(name)}`);
    return true;
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServerClient(serverUrl, (client) =>
    client.query(`drop database if exists ${identifier(name)} with (force)`),
  );
}
