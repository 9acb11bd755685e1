import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { tryLockFile } from "../lib/lock-file";
import { type DatabaseHealth, databaseHealth } from "./database-health";
import { type OnNotify, pgListener } from "./pg-listener";
import { PgliteDialect } from "./pglite-dialect";
import type { Database } from "./schema";
import { SessionGate } from "./session-gate";

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory (tests). */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null };

/** The database the configuration names: DATABASE_URL, else PGlite under DATA_DIR. */
export function configuredTarget(config: { databaseUrl: string | undefined; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: join(config.dataDir, "pglite") };
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget["kind"];
  /** Runs raw SQL outside kysely (pg-boss, health checks), through the PGlite gate where there is one. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onNotify` with the payload of each NOTIFY on `channel` (a fixed identifier), from any session of
   * the database: PostgreSQL on a connection of its own, PGlite in its one session. `onNotify(undefined)`: the
   * connection listens (again), and what was sent while it was down is lost. Resolves to the unsubscribe.
   */
  listen(channel: string, onNotify: OnNotify): Promise<() => Promise<void>>;
  /** Whether the database is reachable, and when an outage starts and ends (main.ts logs both, once). */
  health: DatabaseHealth;
  /**
   * The connections now (the operations metrics): PostgreSQL's pool, open, idle and queries waiting for one;
   * PGlite's one session, and the callers waiting for it (it has no idle count: it is never closed).
   */
  connections(): { total: number; idle?: number; waiting: number };
  close(): Promise<void>;
}

const INT8_OID = 20;
/**
 * How long a query waits for a connection (a new one to be made, or a busy pool to free one) before it fails
 * as "database unavailable" (a 503): a request never hangs on a database that does not answer.
 */
const CONNECT_TIMEOUT_MS = 5_000;
// Counts and bigint ids fit in a double here; read them as numbers on both engines.
const parseInt8 = (value: string) => Number(value);

/**
 * Test-only options (services/test/support/test-database.ts); production passes none.
 * `pgliteSnapshot`: a PGlite in memory starts from this data folder (a tar from PGlite's `dumpDataDir("none")`
 * of an already migrated database) instead of an empty one: no initdb, no migrations to run.
 */
export interface CreateDatabaseOptions {
  pgliteSnapshot?: Blob;
}

export async function createDatabase(
  target: DatabaseTarget,
  options: CreateDatabaseOptions = {},
): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? createPostgres(target.url) : createPglite(target.dataDir, options.pgliteSnapshot);
}

function createPostgres(url: string): DatabaseHandle {
  const health = databaseHealth();
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection the network dropped without a word (no FIN, no RST) is found dead rather than waited on.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server closes (restart, failover) must not crash the process; the next query reconnects.
  pool.on("error", (error) => health.failed(error));
  const broken = new WeakSet<pg.PoolClient>();
  pool.on("connect", (client) => {
    health.succeeded();
    // A checked-out connection (a transaction awaiting other work, a query in flight) has no pool listener:
    // when its socket dies, node-postgres emits 'error' on it, and an 'error' nobody listens to ends the
    // process. Its queries reject on their own, and the pool drops it when it comes back unqueryable.
    client.on("error", (error) => {
      broken.add(client);
      health.failed(error);
    });
  });
  // A connection given back whole has just worked: an outage declared by a pool too busy to hand one out in
  // time (no new connection follows it) ends here too.
  pool.on("release", (error, client) => {
    if (!error && !broken.has(client)) health.succeeded();
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    db,
    kind: "postgres",
    health,
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: async (channel, onNotify) => {
      const listener = pgListener(url, channel, onNotify, {
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        onConnected: () => health.succeeded(),
        onFailed: (error) => health.failed(error),
      });
      return () => listener.close();
    },
    close: async () => {
      await db.destroy();
      // kysely ends the pool only if it used it; pg-boss may have used it alone.
      if (!pool.ended) await pool.end();
    },
  };
}

async function createPglite(dataDir: string | null, snapshot?: Blob): Promise<DatabaseHandle> {
  // A folder has data of its own (PGlite refuses to load over it): a snapshot is for PGlite in memory only.
  if (snapshot && dataDir) throw new Error("A PGlite snapshot can only be loaded into PGlite in memory");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const unlock = dataDir ? lockFolder(dataDir) : () => undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir ?? undefined, {
      parsers: { [INT8_OID]: parseInt8 },
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const gate = new SessionGate();
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite, gate), plugins: [new CamelCasePlugin()] });
  return {
    db,
    kind: "pglite",
    // In-process: there is no connection to lose; a PGlite that fails says so in each query's error.
    health: databaseHealth(),
    executeSql: (text, values) => gate.run(() => pglite.query(text, values as unknown[])),
    connections: () => ({ total: 1, waiting: gate.queueLength }),
    listen: async (channel, onNotify) => {
      const unlisten = await gate.run(() => pglite.listen(channel, (payload) => onNotify(payload)));
      return () => gate.run(() => unlisten());
    },
    close: async () => {
      await db.destroy();
      await gate.run(() => pglite.close());
      unlock();
    },
  };
}

/**
 * PGlite keeps no lock across processes (its postmaster.pid always names pid -42), so two servers, or a
 * migrate next to a running server, would write the same files: lock a file beside the folder. A lock
 * left by a process that died is taken over.
 */
function lockFolder(dataDir: string): () => void {
  const lock = tryLockFile(`${dataDir}.lock`);
  if (typeof lock === "function") return lock;
  throw new Error(
    lock.owner > 0
      ? `The database folder ${dataDir} is in use by process ${lock.owner}: run one server (or migrate, or replay) at a time`
      : `Could not lock the database folder ${dataDir}`,
  );
}
