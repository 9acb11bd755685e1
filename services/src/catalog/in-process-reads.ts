import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { routeMatcher } from "../http/api-route";
import { decodeSegment } from "../http/decode-segment";
import { HttpError } from "../http/http-error";
import type { LoadQuery, QueryAnswer } from "../http/server-render/public-site";
import type { PublicRead } from "./public-api";
import { publicReads } from "./public-reads";

export interface InProcessReadOptions {
  /**
   * The base of workout clip addresses, as the catalog API is given it. Without
   * it the reads that give clip addresses are not read in-process (the browser
   * reads them itself), so a clip address never differs from the API's.
   */
  mediaBaseUrl?: string;
  /** The folder whose files say which workouts have a clip (config's mediaDir); without it none has. */
  mediaDir?: string;
  /** The default social image (absolute), as GET /api/metadata is given it; without it metadata is not read in-process. */
  defaultSocialImage?: string;
}

/**
 * Answers the public app's server-side prefetch in-process, with the same bodies and statuses as the HTTP
 * API: a path is matched against the public reads' own routes (public-api.ts, with Express's path-to-regexp)
 * and answered by the read its HTTP route calls. /api/workouts and /api/location-content also take
 * ?locationSlug={slug}, answering exactly what the id form answers for the location that slug names (404
 * when it names none). The reads of one page, asked for at once, look its slug up once.
 */
export function inProcessReads(
  db: Kysely<Database>,
  options: InProcessReadOptions,
  /** The reads it answers: PUBLIC_READS and the other domains' (start/listen.ts lists them). */
  entries: readonly PublicRead[],
): LoadQuery {
  const context = {
    db,
    reads: publicReads({
      db,
      mediaBaseUrl: options.mediaBaseUrl ?? "",
      mediaDir: options.mediaDir,
      defaultSocialImage: options.defaultSocialImage ?? "",
    }),
  };
  const routes = entries.map((entry) => ({ entry, match: routeMatcher(entry) }));
  return async (path: string): Promise<QueryAnswer> => {
    const url = new URL(path, "http://in-process.invalid");
    for (const { entry, match } of routes) {
      const raw = match(url.pathname);
      if (!raw) continue;
      try {
        if (entry.needs && options[entry.needs] === undefined) {
          throw new HttpError(503, `${entry.path} is not read in-process without ${entry.needs}`);
        }
        const params = Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, decodeSegment(value)]));
        const input = { params, query: Object.fromEntries(url.searchParams) };
        return { status: 200, body: await (entry.inProcess ?? entry.read)(context, input) };
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        return {
          status: error.status,
          body: { error: error.message, ...(error.details ? { details: error.details } : {}) },
        };
      }
    }
    return { status: 404, body: { error: "Not found" } };
  };
}
