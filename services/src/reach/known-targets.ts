import { sharedTarget } from "@movebreak/shared/contracts/reach";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { knownSet } from "../lib/known-set";

/**
 * What a player beacon may count for: a location of the catalog (its id) or a shared routine (`shared:<key>`).
 * A beacon naming anything else is refused: no player loads a routine that does not exist, so only a beacon made
 * by hand names one, and it would add rows for places the catalog lacks. Read as a known set (lib/known-set.ts):
 * an imported location is known at once, a removed one within 30 s.
 */
export function knownTargets(db: Kysely<Database>): (target: string) => Promise<boolean> {
  return knownSet(async () => {
    const [locations, shared] = await Promise.all([
      db.selectFrom("locations").select("id").execute(),
      db.selectFrom("sharedRoutines").select("key").execute(),
    ]);
    return [...locations.map(({ id }) => id), ...shared.map(({ key }) => sharedTarget(key))];
  });
}
