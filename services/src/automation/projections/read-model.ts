import type { Insertable } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredEvent } from "../events";
import type { ReadModelTable } from "./registry";

/** The tables the automation's projections write: the registered read models' and the periodic snapshots'. */
export type ProjectionTable = ReadModelTable | "automationSnapshots";

/** A row as a fold builds it: every column of the table's kysely type, times as the events carry them. */
export type RowOf<Table> = Required<Insertable<Table>>;

/** The row of a projection table, by its name. */
export type Row<T extends ProjectionTable> = RowOf<Database[T]>;

/**
 * What one event does to a read model's rows. It names the rows by their
 * columns, not by reading them, so the live writer turns it into one statement
 * and an in-memory fold applies it to its rows the same way.
 */
export type RowChange<R> =
  | { type: "insert"; rows: R[] }
  /** Sets `set` on every row whose columns equal `where`. */
  | { type: "update"; where: Partial<R>; set: Partial<R> }
  /** Deletes every row whose `column` is below `value`. */
  | { type: "deleteBelow"; column: keyof R & string; value: number };

/** The SQL type of every column, for the rebuild's bulk insert (json_to_recordset). */
export type ColumnTypes<R> = { readonly [K in keyof R]-?: "bigint" | "int" | "text" | "timestamptz" | "jsonb" };

/**
 * A read model in Emmett's shape: a pure `evolve` from an event to the change
 * of its rows (null: the event does not concern it). The live projection (project-events.ts), the rebuild
 * (batch-rebuild.ts) and the point-in-time reads (history.ts) all fold with it.
 *
 * `Table` is the table's kysely type, declared next to the model: the database's
 * type takes it from the registry (registry.ts), so it is written once. It is a
 * type argument, not read from `Database`, because `Database` is built from it.
 */
export interface ReadModel<Name extends string, Table> {
  table: Name;
  evolve(event: StoredEvent): RowChange<RowOf<Table>> | null;
  /** True once no later event can update the row (a clear may still delete it): the rebuild writes it then. */
  isFinal(row: RowOf<Table>): boolean;
  /** The column every update names, which the in-memory fold indexes its open rows by. */
  updatedBy: keyof RowOf<Table> & string;
  columns: ColumnTypes<RowOf<Table>>;
}

/** A registered read model, by its table's name (its kysely type taken back from `Database`). */
export type ReadModelFor<T extends ReadModelTable> = ReadModel<T, Database[T]>;
