import { type RawBuilder, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { ColumnTypes, ProjectionTable, Row, RowChange } from "./read-model";

/** kysely cannot check a table chosen at run time: the rows were checked against it where the fold built them. */
type AnyTables = Record<string, Record<string, unknown>>;

/** The live writer: a read model's change as one statement, in the append's transaction. */
export async function writeChange<T extends ProjectionTable>(
  trx: Transaction<Database>,
  table: T,
  change: RowChange<Row<T>>,
): Promise<void> {
  const db = trx as unknown as Transaction<AnyTables>;
  const name: string = table;
  switch (change.type) {
    case "insert":
      await db.insertInto(name).values(change.rows).execute();
      return;
    case "update": {
      let query = db.updateTable(name).set(change.set);
      for (const column in change.where) query = query.where(sql.ref(column), "=", change.where[column]);
      await query.execute();
      return;
    }
    case "deleteBelow":
      await db.deleteFrom(name).where(sql.ref(change.column), "<", change.value).execute();
      return;
    default: {
      const unknownChange: never = change;
      throw new Error(`Unknown change ${JSON.stringify(unknownChange)}`);
    }
  }
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The rebuild's writer: rows as INSERT ... SELECT FROM json_to_recordset. The
 * rows travel as one JSON text (JSON.stringify is native), which costs Node a
 * fraction of what encoding a Postgres array literal per column does. A jsonb
 * column travels as its JSON text, as kysely's Insertable has it. Run it
 * without the camel-case plugin: the JSON keys are the rows' own names.
 */
export function insertFromJson<T extends ProjectionTable>(
  table: T,
  columns: ColumnTypes<Row<T>>,
  rows: readonly Row<T>[],
): RawBuilder<unknown> | null {
  if (rows.length === 0) return null;
  const entries = Object.entries(columns) as [string, string][];
  const targets = sql.join(entries.map(([key]) => sql.ref(snakeCase(key))));
  const values = sql.join(
    entries.map(([key, type]) => (type === "jsonb" ? sql`${sql.ref(key)}::jsonb` : sql.ref(key))),
  );
  const definitions = sql.raw(entries.map(([key, type]) => `"${key}" ${type === "jsonb" ? "text" : type}`).join(", "));
  return sql`insert into ${sql.table(snakeCase(table))} (${targets})
    select ${values} from json_to_recordset(${JSON.stringify(rows)}::json) as x(${definitions})`;
}
