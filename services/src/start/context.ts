import type { Logger } from "pino";
import type { Config } from "../config";
import type { DatabaseHandle } from "../db/create-database";
import type { Clock } from "../lib/clock";

/** Reports a background failure: an outage goes to the database's health (logged once), anything else is logged. */
export type BackgroundFailed = (what: string, level: "warn" | "error") => (err: unknown) => void;

/** What every start phase after the database's opening reads. */
export interface StartContext {
  config: Config;
  clock: Clock;
  logger: Logger;
  database: DatabaseHandle;
  backgroundFailed: BackgroundFailed;
}
