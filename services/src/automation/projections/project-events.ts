import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredEvent } from "../events";
import type { ReadModelFor } from "./read-model";
import { READ_MODELS, type ReadModelTable } from "./registry";
import { writeChange } from "./table-writer";

/**
 * Every registered read model (registry.ts), each given to `visit` (the
 * periodic snapshots and the decision store fold the machine's state instead).
 * A generic visitor keeps each model's own row type inside `visit`.
 */
export function eachReadModel<R>(visit: <T extends ReadModelTable>(model: ReadModelFor<T>) => R): R[] {
  // An element of the list is a union of models; each is the ReadModelFor of its own table (the database's
  // type is built from them), which TypeScript cannot pick out of the union for the generic call.
  return READ_MODELS.map((model) => visit(model as unknown as ReadModelFor<ReadModelTable>));
}

type Project = (trx: Transaction<Database>, event: StoredEvent) => Promise<void>;

const LIVE = eachReadModel<Project>((model) => async (trx, event) => {
  const change = model.evolve(event);
  if (change) await writeChange(trx, model.table, change);
});

/** The live projection: every read model's change, written in the append transaction. */
export async function projectEvents(trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<void> {
  for (const event of events) for (const project of LIVE) await project(trx, event);
}
