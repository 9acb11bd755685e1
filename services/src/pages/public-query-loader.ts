import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { findPageRowBySlug, toPublicPage } from "./pages-repo";

/**
 * Answers the public app's server-side prefetch in-process, with the same
 * bodies and statuses as the HTTP API (GET /api/pages/{slug}).
 */
export function publicQueryLoader(db: Kysely<Database>) {
  return async (path: string): Promise<{ status: number; body: unknown }> => {
    const page = /^\/api\/pages\/([^/?#]+)$/.exec(path);
    if (page?.[1]) {
      const row = await findPageRowBySlug(db, decodeURIComponent(page[1]));
      return row ? { status: 200, body: toPublicPage(row) } : { status: 404, body: { error: "Page not found" } };
    }
    return { status: 404, body: { error: "Not found" } };
  };
}
