import { activityLog } from "./activity-log";
import { consoleLog } from "./console-lines";
import type { ReadModel } from "./read-model";
import { runs } from "./runs";
import { stepTimings } from "./step-timings";

/**
 * Every read model the events are projected to: the one list the live
 * projection, the rebuild (and the tables it empties) and the database's type
 * are built from. A new read model is one line here.
 */
export const READ_MODELS = [activityLog, consoleLog, runs, stepTimings] as const;

type Registered = (typeof READ_MODELS)[number];

/** The registered read models' table names. */
export type ReadModelTable = Registered["table"];

/** Each registered read model's table, by name, with the kysely type its model declares. */
type ReadModelTables = {
  [M in Registered as M["table"]]: M extends ReadModel<string, infer Table> ? Table : never;
};

// The tables join the database's type here, not in db/schema.ts: db/ is below the domains and imports none of
// them (.dependency-cruiser.cjs). Every kysely query on these tables is typed by the model's interface.
declare module "../../db/schema" {
  interface Database extends ReadModelTables {}
}
