import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { type AutomationState, evolve, initialState } from "../automation";
import type { StoredEvent } from "../events";
import type { ReplaySnapshot } from "../replay-transition";
import { restore } from "./decision-store";
import type { ColumnTypes, Row } from "./read-model";

type Executor = Kysely<Database> | Transaction<Database>;
type SnapshotRow = Row<"automationSnapshots">;

export const SNAPSHOT_EVERY = 1000;

export const SNAPSHOT_COLUMNS: ColumnTypes<SnapshotRow> = {
  streamId: "text",
  version: "int",
  seq: "bigint",
  snapshot: "jsonb",
};

/**
 * The snapshot an event leaves (pure): the state after every SNAPSHOT_EVERY-th
 * version. The rule looks at each event, not at batches, so the live appends
 * and a rebuild write exactly the same snapshots.
 */
export function periodicSnapshotOf(
  streamId: string,
  event: StoredEvent,
  state: Pick<AutomationState, "value" | "context"> | ReplaySnapshot,
): SnapshotRow | null {
  if (event.version % SNAPSHOT_EVERY !== 0) return null;
  const snapshot = JSON.stringify({ value: state.value, context: state.context });
  return { streamId, version: event.version, seq: event.seq, snapshot };
}

/** Folds events onto `state`, saving its periodic snapshots. */
export async function evolveWithSnapshots(
  trx: Executor,
  streamId: string,
  state: AutomationState,
  events: readonly StoredEvent[],
): Promise<AutomationState> {
  let next = state;
  for (const event of events) {
    next = evolve(next, event, event.occurredAt);
    const row = periodicSnapshotOf(streamId, event, next);
    if (row) await trx.insertInto("automationSnapshots").values(row).execute();
  }
  return next;
}

/** The latest periodic snapshot at or before `seq` (or the initial state). */
export async function snapshotAtOrBefore(trx: Executor, streamId: string, seq: number) {
  const row = await trx
    .selectFrom("automationSnapshots")
    .selectAll()
    .where("streamId", "=", streamId)
    .where("seq", "<=", seq)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return { state: initialState(), version: 0 };
  const { value, context } = row.snapshot as Pick<AutomationState, "value" | "context">;
  return { state: restore(value, context), version: row.version };
}
