import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { RejectedEvent } from "../automation";
import type { StoredEvent } from "../events";
import { type MachineEvent, machineEventName } from "../machine-event";
import { type ReplaySnapshot, replayTransition } from "../replay-transition";
import { FoldedRows } from "./folded-rows";
import { periodicSnapshotOf, SNAPSHOT_COLUMNS } from "./periodic-snapshots";
import { eachReadModel } from "./project-events";
import type { ReadModelFor, Row, RowChange } from "./read-model";
import type { ReadModelTable } from "./registry";
import { type CopySource, copyRows, writeChange } from "./table-writer";

type Trx = Transaction<Database>;
type Write = (trx: Trx, source: CopySource) => Promise<void>;

/** What the rebuild does with one read model, whichever its row type. */
interface TableFold {
  /** Folds one event in memory; true when it also changes rows written already (a clear of the logs that reaches them). */
  apply(event: StoredEvent): boolean;
  /** Applies those changes to the table. */
  writeClears(trx: Trx): Promise<void>;
  /**
   * Takes the rows ready to write (the final ones, or at the end of the stream all of them) and returns
   * their write, to start when the previous one has ended; null when there is nothing to write yet.
   */
  take(all: boolean): Write | null;
}

const MACHINE_NAMES = new Map<string, string>();

/** toMachineEvent's event, with each type's machine name worked out once (a rebuild sends millions). */
function machineEventOf(event: StoredEvent): MachineEvent {
  let type = MACHINE_NAMES.get(event.type);
  if (type === undefined) {
    type = machineEventName(event.type);
    MACHINE_NAMES.set(event.type, type);
  }
  return { type, at: event.occurredAt, ...event.data } as MachineEvent;
}

/** Rows a table holds back in memory once it has been cleared, before it writes them anyway. */
const HELD_ROWS_LIMIT = 100_000;

class Folding<T extends ReadModelTable> implements TableFold {
  private readonly rows: FoldedRows<T>;
  private clears: RowChange<Row<T>>[] = [];
  /** The largest value written so far of each integer column, over the rows a clear may not have deleted. */
  private writtenMax = new Map<string, number>();
  /**
   * Once the table has been cleared (the activity log's LogsCleared), its final
   * rows wait in memory for the next clear, which then drops them there: rows a
   * later clear deletes are never written (at 1M events, 9 in 10 activity rows).
   */
  private holding = false;
  private readonly integerColumns: string[];

  constructor(private readonly model: ReadModelFor<T>) {
    this.rows = new FoldedRows(model);
    this.integerColumns = Object.entries(model.columns)
      .filter(([, type]) => type === "int" || type === "bigint")
      .map(([column]) => column);
  }

  apply(event: StoredEvent): boolean {
    const change = this.rows.fold(event);
    if (change?.type !== "deleteBelow") return false;
    this.holding = true;
    // Nothing written can be below the value: the clear changes memory only.
    const max = this.writtenMax.get(change.column);
    if (max === undefined) return false;
    this.clears.push(change);
    return true;
  }

  async writeClears(trx: Trx): Promise<void> {
    const clears = this.clears;
    this.clears = [];
    for (const clear of clears) {
      await writeChange(trx, this.model.table, clear);
      // Every row written so far was below the value: none is left in the table.
      if (clear.type === "deleteBelow" && (this.writtenMax.get(clear.column) as number) < clear.value) {
        this.writtenMax.clear();
      }
    }
  }

  take(all: boolean): Write | null {
    if (!all && this.holding && this.rows.finalCount < HELD_ROWS_LIMIT) return null;
    const rows = all ? this.rows.takeAll() : this.rows.takeFinal();
    for (const column of this.integerColumns) {
      let max = this.writtenMax.get(column) ?? Number.NEGATIVE_INFINITY;
      for (const row of rows) {
        const value = row[column as keyof Row<T>];
        if (value !== null && value !== undefined && Number(value) > max) max = Number(value);
      }
      if (max !== Number.NEGATIVE_INFINITY) this.writtenMax.set(column, max);
    }
    if (rows.length === 0) return null;
    return (trx, source) => copyRows(trx, source, this.model.table, this.model.columns, rows);
  }
}

/**
 * The rebuild's projection writer: it folds the events with the read models'
 * own folds, in memory, and writes the rows in bulk (COPY) once they can no
 * longer change, instead of one statement per event. A table that has
 * been cleared keeps its final rows in memory until the next clear (see
 * Folding), so rows a later clear deletes are never written. The property test
 * over random histories (batch sizes 1 to 13) checks that it writes exactly the
 * live projection's rows.
 */
export class BatchProjector {
  private readonly folds = eachReadModel<TableFold>((model) => new Folding(model));
  private snapshots: Row<"automationSnapshots">[] = [];

  /**
   * @param before what must end before the first write (the deletes of the old rows, which run while the
   * first batches are read and folded)
   */
  constructor(
    private readonly trx: Trx,
    private readonly source: CopySource,
    private readonly streamId: string,
    private current: ReplaySnapshot,
    before: Promise<unknown> = Promise.resolve(),
  ) {
    this.writing = before;
  }

  get state(): ReplaySnapshot {
    return this.current;
  }

  /** The write of the previous batch, still running on the server while the next batch is folded. */
  private writing: Promise<unknown>;

  /**
   * Folds a batch of events, collecting their rows, and starts writing what is
   * final; it waits for the previous batch's write first, so a failed write
   * surfaces (and rolls the rebuild back) one batch later at most.
   */
  async apply(events: readonly StoredEvent[]): Promise<void> {
    for (const event of events) {
      const next = replayTransition(this.current, machineEventOf(event));
      // A refused event means a corrupt history: the rebuild stops and rolls back.
      if (!next)
        throw new RejectedEvent(
          `${event.type} (seq ${event.seq}) is not possible in ${JSON.stringify(this.current.value)}`,
        );
      this.current = next;
      const snapshot = periodicSnapshotOf(this.streamId, event, next);
      if (snapshot) this.snapshots.push(snapshot);
      for (const fold of this.folds) {
        if (!fold.apply(event)) continue;
        // Rows older than a clear disappear whether still in memory (folded above) or written already.
        await this.writing;
        await fold.writeClears(this.trx);
      }
    }
    await this.writing;
    this.writing = this.flush(false);
    // Awaited by the next apply() or finish(); until then a failure must not surface as unhandled.
    this.writing.catch(() => undefined);
  }

  /** Writes the rows still open at the end of the stream (a run or a step still in flight). */
  async finish(): Promise<void> {
    await this.writing;
    await this.flush(true);
  }

  /**
   * Writes the collected rows, taken now (the next batch folds meanwhile): a COPY per table that has rows,
   * one after the other on the transaction's connection.
   */
  private flush(all: boolean): Promise<void> {
    const writes = this.folds.map((fold) => fold.take(all)).filter((write) => write !== null);
    const snapshots = this.snapshots;
    this.snapshots = [];
    return (async () => {
      for (const write of writes) await write(this.trx, this.source);
      await copyRows(this.trx, this.source, "automationSnapshots", SNAPSHOT_COLUMNS, snapshots);
    })();
  }
}
