import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import type { StoredEvent } from "../events";
import { projectActivityLog } from "./activity-log";
import { projectConsole } from "./console-lines";
import { projectRuns } from "./runs";

/** Every table projection, applied in the append transaction (and by the rebuild). */
export async function projectEvents(trx: Transaction<Database>, events: readonly StoredEvent[]): Promise<void> {
  for (const event of events) {
    await projectActivityLog(trx, event);
    await projectConsole(trx, event);
    await projectRuns(trx, event);
  }
}
