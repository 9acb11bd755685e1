import type { Logger } from "pino";
import type { Config } from "../config";
import { configuredTarget, createDatabase, type DatabaseHandle } from "../db/create-database";
import type { BackgroundFailed } from "./context";

export interface OpenedDatabase {
  database: DatabaseHandle;
  /** Opened here (so stop() closes it), not given by a test. */
  ownsDatabase: boolean;
  backgroundFailed: BackgroundFailed;
  stopLoggingHealth(): void;
}

/** Phase 1: the database (a test's own, or the configured one) and the logging of its outages. */
export async function openDatabase(config: Config, logger: Logger, given?: DatabaseHandle): Promise<OpenedDatabase> {
  const database = given ?? (await createDatabase(configuredTarget(config)));
  // An outage is logged once when it starts and once when it ends; what fails meanwhile (requests answer 503,
  // the queue's polls, the counters' writes) reports to the health instead of logging a stack each.
  const stopLoggingHealth = database.health.onChange((change) => {
    if (change.state === "unavailable") {
      logger.error({ err: change.error }, "database unavailable: requests answer 503 until it is back");
    } else logger.warn({ downMs: change.downMs }, "database available again");
  });
  const backgroundFailed: BackgroundFailed = (what, level) => (err) => {
    if (!database.health.failed(err)) logger[level]({ err }, what);
  };
  return { database, ownsDatabase: !given, backgroundFailed, stopLoggingHealth };
}
