import { CompiledQuery } from "kysely";
import type { Db } from "pg-boss";
import type { DatabaseHandle } from "../db/create-database";
import { splitSqlStatements } from "./split-sql";

type QueryRows = { rows: unknown[] };

/**
 * pg-boss's view of the app database. Every statement goes through the DatabaseHandle, so on
 * PostgreSQL pg-boss shares the app's bounded pool and on PGlite it passes the session gate like
 * kysely does (pg-boss never opens a connection of its own).
 */
export function bossDatabaseFor(database: DatabaseHandle): Db {
  return database.kind === "pglite" ? pgliteBossDatabase(database) : postgresBossDatabase(database);
}

function postgresBossDatabase(database: DatabaseHandle): Db {
  return {
    // node-postgres runs a parameterless text over the simple protocol, so pg-boss's multi-statement
    // scripts work as they do on pg-boss's own pool; a failed script releases (and so discards) its
    // connection, which ends the half-open transaction with it.
    executeSql: (text, values) => database.executeSql(text, values),
    async setSessionStatements(statements) {
      // The pool is the app's: pg-boss cannot run setup on each connection it opens.
      if (statements.length > 0) {
        throw new Error("A pg-boss TestClock needs the embedded database (the PostgreSQL pool is shared with the app)");
      }
    },
  };
}

function pgliteBossDatabase(database: DatabaseHandle): Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return database.executeSql(text, values);
      const statements = splitSqlStatements(text);
      if (statements.length <= 1) return database.executeSql(text);
      return runScript(database, statements);
    },
    // One session for the life of the instance: applying once reaches every later statement.
    async setSessionStatements(statements) {
      for (const statement of statements) await database.executeSql(statement);
    },
  };
}

/**
 * Runs a script's statements on one kysely connection, which on PGlite is a lease on the session
 * gate held from the first statement to the last: nobody else's statement can land between BEGIN
 * and COMMIT, and none of ours lands inside somebody else's transaction.
 */
async function runScript(database: DatabaseHandle, statements: string[]): Promise<QueryRows> {
  return database.db
    .withoutPlugins()
    .connection()
    .execute(async (connection) => {
      const rows: unknown[] = [];
      try {
        for (const statement of statements) {
          const result = await connection.executeQuery(CompiledQuery.raw(statement));
          rows.push(...result.rows);
        }
      } catch (error) {
        // Like a pooled driver discarding the connection: never hand the session on inside an
        // aborted transaction. (ROLLBACK outside a transaction only warns.)
        await connection.executeQuery(CompiledQuery.raw("rollback")).catch(() => undefined);
        throw error;
      }
      // Flattened like pg-boss flattens node-postgres's per-statement results.
      return { rows };
    });
}
