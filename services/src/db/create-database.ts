import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { CamelCasePlugin, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { PgliteDialect } from "./pglite-dialect";
import type { Database } from "./schema";
import { SessionGate } from "./session-gate";

/** Where the data lives: a PostgreSQL URL, a PGlite folder, or PGlite in memory (tests). */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string | null };

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseTarget["kind"];
  /** Runs raw SQL outside kysely (pg-boss, health checks), through the PGlite gate where there is one. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

const INT8_OID = 20;
// Counts and bigint ids fit in a double here; read them as numbers on both engines.
const parseInt8 = (value: string) => Number(value);

export async function createDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? createPostgres(target.url) : createPglite(target.dataDir);
}

function createPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server closes (restart, failover) must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
  return {
    db,
    kind: "postgres",
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    close: async () => {
      await db.destroy();
      // kysely ends the pool only if it used it; pg-boss may have used it alone.
      if (!pool.ended) await pool.end();
    },
  };
}

async function createPglite(dataDir: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? undefined, { parsers: { [INT8_OID]: parseInt8 } });
  const gate = new SessionGate();
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite, gate), plugins: [new CamelCasePlugin()] });
  return {
    db,
    kind: "pglite",
    executeSql: (text, values) => gate.run(() => pglite.query(text, values as unknown[])),
    close: async () => {
      await db.destroy();
      await gate.run(() => pglite.close());
    },
  };
}
