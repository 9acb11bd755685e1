import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { PreparedBody } from "../http/cache/prepared-body";
import type { HttpModule } from "../http/http-module";
import type { ReadCache } from "../lib/read-cache";
import type { VisitCounter } from "../lib/visit-counter";
import type { PublicReads } from "./public-reads";
import { catalogListRoutes, catalogRoutes } from "./routes";

/** The public catalog: locations, workouts, content, reviews and shared routines, with their API. */
export function createCatalog(deps: {
  db: Kysely<Database>;
  /** The public reads, built once for the whole server. */
  reads: PublicReads;
  /** The shared lists' answers, compressed once per cache lifetime. */
  listCache: ReadCache<PreparedBody>;
  opens: VisitCounter<string>;
}): { http: HttpModule } {
  return {
    http: {
      earlyApi: [catalogListRoutes({ db: deps.db, reads: deps.reads, cache: deps.listCache })],
      publicApi: [catalogRoutes(deps)],
    },
  };
}
