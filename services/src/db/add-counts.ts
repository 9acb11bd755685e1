import { type Kysely, sql } from "kysely";
import type { Database } from "./schema";

/**
 * Adds batched counts to a counter column, one statement for the whole batch (the visit counters'
 * writer): rows are found by `keyColumn`, keys that match no row are ignored.
 */
export function addCounts(
  db: Kysely<Database>,
  target: { table: "landing_pages" | "shared_routines"; keyColumn: "slug" | "key"; counter: "page_views" | "opens" },
) {
  const table = sql.table(target.table);
  const key = sql.ref(target.keyColumn);
  const counter = sql.ref(target.counter);
  return async (counts: Map<string, number>) => {
    const keys = [...counts.keys()];
    const added = keys.map((k) => counts.get(k) ?? 0);
    await sql`update ${table} set ${counter} = ${counter} + v.n
      from (select unnest(${keys}::text[]) as k, unnest(${added}::int[]) as n) v
      where ${table}.${key} = v.k`.execute(db.withoutPlugins());
  };
}
