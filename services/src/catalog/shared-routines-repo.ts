import type { SharedRoutine } from "@movebreak/shared/contracts/catalog";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

/** A routine whose location is gone (imports never delete routines) is not found until the location is back. */
export async function findSharedRoutine(db: Kysely<Database>, key: string): Promise<SharedRoutine | undefined> {
  const row = await db
    .selectFrom("sharedRoutines")
    .innerJoin("locations", "locations.id", "sharedRoutines.locationId")
    .selectAll("sharedRoutines")
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    key: row.key,
    pack_title: row.packTitle,
    pack_description: row.packDescription,
    locationId: row.locationId,
    workoutIds: row.workoutIds,
    opens: row.opens,
  };
}

/** Adds counted opens to the routines, one statement for the batch. */
export function writeRoutineOpens(db: Kysely<Database>) {
  return async (counts: Map<string, number>) => {
    const keys = [...counts.keys()];
    const opens = keys.map((key) => counts.get(key) ?? 0);
    await sql`update shared_routines set opens = opens + v.n
      from (select unnest(${keys}::text[]) as key, unnest(${opens}::int[]) as n) v
      where shared_routines.key = v.key`.execute(db);
  };
}
