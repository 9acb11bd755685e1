import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { type AutomationState, initialState } from "../automation";
import { type AutomationContext, automationMachine, INITIAL_CONTEXT } from "../machine";
import type { ReplaySnapshot } from "../replay-transition";

/*
 * The decision store: the folded machine snapshot of each stream (automation_state),
 * which every command is decided on and the status is read from. A cache of the
 * fold, written in the append transaction and rebuildable from the events.
 */

/** A stored snapshot as a machine snapshot; fields added to the context later start from their initial values. */
export function restore(value: AutomationState["value"], context: Partial<AutomationContext>): AutomationState {
  return automationMachine.resolveState({ value, context: { ...INITIAL_CONTEXT, ...context } });
}

type Executor = Kysely<Database> | Transaction<Database>;

export interface LoadedState {
  state: AutomationState;
  version: number;
  lastSeq: number;
}

/** The folded snapshot of a stream (a cache of the fold: rebuildable from the events). */
export async function loadState(trx: Executor, streamId: string): Promise<LoadedState> {
  const row = await trx.selectFrom("automationState").selectAll().where("streamId", "=", streamId).executeTakeFirst();
  if (!row) return { state: initialState(), version: 0, lastSeq: 0 };
  const { value, context } = row.snapshot as Pick<AutomationState, "value" | "context">;
  return {
    state: automationMachine.resolveState({ value, context }),
    version: row.version,
    lastSeq: Number(row.lastSeq),
  };
}

export async function saveState(
  trx: Executor,
  streamId: string,
  state: Pick<AutomationState, "value" | "context"> | ReplaySnapshot,
  version: number,
  lastSeq: number,
) {
  const snapshot = JSON.stringify({ value: state.value, context: state.context });
  await trx
    .insertInto("automationState")
    .values({ streamId, version, lastSeq, snapshot })
    .onConflict((oc) => oc.column("streamId").doUpdateSet({ version, lastSeq, snapshot }))
    .execute();
}
