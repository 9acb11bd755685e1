import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { HttpModule } from "../http/http-module";
import type { Clock } from "../lib/clock";
import { dataTransferRoutes } from "./data-transfer-routes";

/** The operator's data: export, import (with its preview) and restore of the catalog. */
export function createDataTransfer(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Called after an import or a restore commits: the public reads show the catalog. */
  publicContentChanged: (keys: readonly string[]) => void;
}): { http: HttpModule } {
  return { http: { adminApi: [["/api/admin", dataTransferRoutes(deps)]] } };
}
