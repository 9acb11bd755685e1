import type { SharedRoutine } from "@movebreak/shared/contracts/catalog";
import type { Kysely } from "kysely";
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
