import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredEvent } from "../events";
import { activityLog } from "./activity-log";
import { consoleLog } from "./console-lines";
import type { ProjectionTable, ReadModel } from "./read-model";
import { runs } from "./runs";
import { stepTimings } from "./step-timings";
import { writeChange } from "./table-writer";

/**
 * Every read model the events are projected to, each given to `visit` (the
 * periodic snapshots and the decision store fold the machine's state instead).
 * A generic visitor keeps each model's own row type, which one list could not.
 */
export function eachReadModel<R>(visit: <T extends ProjectionTable>(model: ReadModel<T>) => R): R[] {
  return [visit(activityLog), visit(consoleLog), visit(runs), visit(stepTimings)];
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
