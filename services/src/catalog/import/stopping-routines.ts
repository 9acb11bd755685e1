import { STOPPING_ROUTINES_LISTED, type StoppingRoutines } from "@movebreak/shared/contracts/admin";
import { toTitleCase } from "@movebreak/shared/title-case";
import { sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";

type Trx = Transaction<Database>;

/**
 * The shared routines that play now, by key with their titles: the rule of GET /api/shared-movebreaks/{key}
 * (its location exists, and one of its exercises does, or the location has one when it names none).
 */
export async function playingRoutines(trx: Trx): Promise<Map<string, string>> {
  const rows = await sql<{ key: string; packTitle: string }>`
    select r.key, r.pack_title as "packTitle"
    from shared_routines r
    join locations l on l.id = r.location_id
    where case
      when jsonb_array_length(r.workout_ids) = 0
        then exists (select 1 from workouts w where w.location_id = r.location_id)
      else exists (
        select 1 from workouts w where w.id in (select jsonb_array_elements_text(r.workout_ids))
      )
    end`.execute(trx);
  return new Map(rows.rows.map((row) => [row.key, row.packTitle]));
}

/** Those of `before` that no longer play: counted, and the first few named (by title, then key). */
export async function stoppedSince(trx: Trx, before: ReadonlyMap<string, string>): Promise<StoppingRoutines> {
  if (before.size === 0) return { count: 0, listed: [] };
  const after = await playingRoutines(trx);
  const stopped = [...before]
    .filter(([key]) => !after.has(key))
    .map(([key, title]) => ({ key, title: toTitleCase(title) }))
    .sort((a, b) => a.title.localeCompare(b.title) || a.key.localeCompare(b.key));
  return { count: stopped.length, listed: stopped.slice(0, STOPPING_ROUTINES_LISTED) };
}
