import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { type AutomationState, evolve, initialState } from "../automation";
import type { StoredEvent } from "../events";
import { restore } from "./state-snapshot";

type Executor = Kysely<Database> | Transaction<Database>;

export const SNAPSHOT_EVERY = 1000;

/**
 * Folds events onto `state`, saving the state after every SNAPSHOT_EVERY-th
 * version. The rule looks at each event, not at batches, so the live appends
 * and a rebuild write exactly the same snapshots.
 */
export async function evolveWithSnapshots(
  trx: Executor,
  streamId: string,
  state: AutomationState,
  events: readonly StoredEvent[],
): Promise<AutomationState> {
  let next = state;
  for (const event of events) {
    next = evolve(next, event, event.occurredAt);
    if (event.version % SNAPSHOT_EVERY === 0) {
      await trx
        .insertInto("automationSnapshots")
        .values({
          streamId,
          version: event.version,
          seq: event.seq,
          snapshot: JSON.stringify({ value: next.value, context: next.context }),
        })
        .execute();
    }
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
