import type { StoredEvent } from "../events";
import type { ReadModelFor, Row, RowChange } from "./read-model";
import type { ReadModelTable } from "./registry";

/**
 * A read model's rows folded in memory, with the same meaning as the live
 * writer's statements: what the rebuild writes in bulk and what a
 * point-in-time read returns. Rows that can still change are indexed by the
 * model's `updatedBy` column (a run's few open rows), so an update costs the
 * same however long the history; final rows wait until taken.
 */
export class FoldedRows<T extends ReadModelTable> {
  private open = new Map<unknown, Row<T>[]>();
  private final: Row<T>[] = [];

  constructor(private readonly model: ReadModelFor<T>) {}

  /** Folds one event: the model's evolve, applied to these rows. Returns the change, or null. */
  fold(event: StoredEvent): RowChange<Row<T>> | null {
    const change = this.model.evolve(event);
    if (change) this.apply(change);
    return change;
  }

  private apply(change: RowChange<Row<T>>): void {
    switch (change.type) {
      case "insert":
        for (const row of change.rows) this.add(row);
        return;
      case "update":
        this.update(change.where, change.set);
        return;
      case "deleteBelow":
        this.deleteBelow(change.column, change.value);
        return;
      default: {
        const unknownChange: never = change;
        throw new Error(`Unknown change ${JSON.stringify(unknownChange)}`);
      }
    }
  }

  /** How many rows no later event can update are waiting to be taken. */
  get finalCount(): number {
    return this.final.length;
  }

  /** Takes out the rows no later event can update (the rebuild writes them now). */
  takeFinal(): Row<T>[] {
    const rows = this.final;
    this.final = [];
    return rows;
  }

  /** Takes out every row, the ones still open included (the end of the stream, or of a point-in-time fold). */
  takeAll(): Row<T>[] {
    const rows = this.takeFinal();
    for (const bucket of this.open.values()) rows.push(...bucket);
    this.open.clear();
    return rows;
  }

  private add(row: Row<T>): void {
    if (this.model.isFinal(row)) {
      this.final.push(row);
      return;
    }
    const key = row[this.model.updatedBy];
    const bucket = this.open.get(key);
    if (bucket) bucket.push(row);
    else this.open.set(key, [row]);
  }

  private update(where: Partial<Row<T>>, set: Partial<Row<T>>): void {
    const key = where[this.model.updatedBy];
    if (key === undefined) throw new Error(`An update of ${this.model.table} must name ${this.model.updatedBy}`);
    const bucket = this.open.get(key);
    if (!bucket) return;
    // In place: the rows are this fold's own (evolve built them), and a rebuild folds millions.
    let kept = 0;
    for (const row of bucket) {
      if (matches(row, where)) {
        Object.assign(row, set);
        if (this.model.isFinal(row)) {
          this.final.push(row);
          continue;
        }
      }
      bucket[kept++] = row;
    }
    bucket.length = kept;
    if (kept === 0) this.open.delete(key);
  }

  private deleteBelow(column: keyof Row<T>, value: number): void {
    const kept = (row: Row<T>) => Number(row[column]) >= value;
    this.final = this.final.filter(kept);
    for (const [key, bucket] of this.open) {
      const rest = bucket.filter(kept);
      if (rest.length === 0) this.open.delete(key);
      else this.open.set(key, rest);
    }
  }
}

function matches<R>(row: R, where: Partial<R>): boolean {
  for (const column in where) if (row[column] !== where[column]) return false;
  return true;
}
