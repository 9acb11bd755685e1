import { randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { PROJECTION_TABLES as REBUILT_TABLES } from "../../../services/src/automation/replay";
import { createDatabase, type DatabaseHandle } from "../../../services/src/db/create-database";
import { migrateToLatest } from "../../../services/src/db/migrate";
import type { Database } from "../../../services/src/db/schema";
import { withClient } from "../../../services/src/db/with-client";
import type { HistoryEvent } from "./history";

export type Engine = "postgres" | "pglite";

export interface BenchDatabase {
  handle: DatabaseHandle;
  db: Kysely<Database>;
  engine: Engine;
  /** PostgreSQL: the run's database (for a second client on it, such as Emmett's store). */
  url?: string;
  serverVersion: string;
  drop: () => Promise<void>;
}

/**
 * A fresh, migrated database for the run, as services/test/support/test-database.ts
 * makes one: PGlite in memory, or a new database on the server (dropped after).
 */
export async function openBenchDatabase(engine: Engine, serverUrl: string): Promise<BenchDatabase> {
  if (engine === "pglite") {
    const handle = await createDatabase({ kind: "pglite", dataDir: null });
    await migrateToLatest(handle.db.withoutPlugins());
    return { handle, db: handle.db, engine, serverVersion: await versionOf(handle), drop: () => handle.close() };
  }
  const name = `mb_bench_${randomBytes(6).toString("hex")}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: "postgres", url: url.toString() });
  await migrateToLatest(handle.db.withoutPlugins());
  return {
    handle,
    db: handle.db,
    engine,
    url: url.toString(),
    serverVersion: await versionOf(handle),
    drop: async () => {
      await handle.close();
      await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function versionOf(handle: DatabaseHandle): Promise<string> {
  const { rows } = await handle.executeSql("select current_setting('server_version') as v");
  return String((rows[0] as { v: string }).v);
}

/** The baseline table: the event table's exact shape (columns, defaults, identity, indexes, constraints). */
export async function createRawTable(bench: BenchDatabase): Promise<void> {
  await bench.handle.executeSql("create table bench_raw_events (like automation_events including all)");
}

/** The tables a rebuild writes, as SQL names: the automation's own list (kysely's camelCase names, snake_cased). */
export const PROJECTION_TABLES = REBUILT_TABLES.map((table) => table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));

export async function truncateAll(bench: BenchDatabase): Promise<void> {
  await bench.handle.executeSql(
    `truncate automation_events, bench_raw_events, ${PROJECTION_TABLES.join(", ")} restart identity`,
  );
}

export const INSERT_COLUMNS = "stream_id, stream_version, type, data, meta, occurred_at";

/**
 * Loads stored history fast: one INSERT ... SELECT FROM unnest(arrays) per
 * chunk (6 parameters whatever the chunk size), in one transaction per call.
 */
export async function bulkLoad(bench: BenchDatabase, events: readonly HistoryEvent[], chunk = 5_000): Promise<void> {
  await bench.db.transaction().execute(async (trx) => {
    for (let start = 0; start < events.length; start += chunk) {
      const part = events.slice(start, start + chunk);
      await sql`insert into automation_events (${sql.raw(INSERT_COLUMNS)})
        select * from unnest(
          ${part.map((e) => e.streamId)}::text[], ${part.map((e) => e.version)}::int[],
          ${part.map((e) => e.type)}::text[], ${part.map((e) => JSON.stringify(e.data))}::jsonb[],
          ${part.map((e) => JSON.stringify(e.meta))}::jsonb[], ${part.map((e) => e.occurredAt.toISOString())}::timestamptz[])`.execute(
        trx,
      );
    }
  });
}

/** A fingerprint of every projection table's rows, to check that two rebuilds wrote exactly the same rows. */
export async function projectionFingerprint(bench: BenchDatabase): Promise<Record<string, string>> {
  const order: Record<string, string> = {
    automation_activity_logs: "id",
    automation_console: "id",
    automation_runs: "run_id",
    automation_step_timings: "run_id, step_number",
    automation_state: "stream_id",
    automation_snapshots: "stream_id, version",
  };
  const result: Record<string, string> = {};
  for (const table of PROJECTION_TABLES) {
    // A read model added without its row order here would compare nothing: say so instead.
    if (!order[table]) throw new Error(`projectionFingerprint: no row order for ${table}`);
    const { rows } = await bench.handle.executeSql(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by ${order[table]}), '')) as h from ${table} t`,
    );
    const row = rows[0] as { n: number; h: string };
    result[table] = `${row.n}:${row.h}`;
  }
  return result;
}

export async function countEvents(bench: BenchDatabase): Promise<number> {
  const { rows } = await bench.handle.executeSql("select count(*)::int as n from automation_events");
  return Number((rows[0] as { n: number }).n);
}
