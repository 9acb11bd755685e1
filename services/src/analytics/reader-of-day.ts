import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * A reader of one day as every instance names it: the client address hashed with the day's salt, which the
 * first instance to need it makes (random, INSERT ... ON CONFLICT DO NOTHING) and every instance then reads, so
 * two instances that see the same reader write the same value (the fleet-wide dedupe of page-analytics-repo.ts)
 * and no address is stored. The salt is deleted with the day's readers after two days: from then on no value
 * can be matched to an address, whoever holds the database. A reader's values of two days cannot be linked.
 */
export function readerOfDay(db: Kysely<Database>): (address: string | undefined, day: string) => Promise<string> {
  const salts = new Map<string, Promise<Buffer>>();
  const saltOf = async (day: string) => {
    await db
      .insertInto("pageReaderSalts")
      .values({ day, salt: randomBytes(16) })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const row = await db.selectFrom("pageReaderSalts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    return row.salt;
  };
  return async (address, day) => {
    let salt = salts.get(day);
    if (!salt) {
      // One read per day and instance; a failed read is tried again by the next beacon.
      salt = saltOf(day).catch((error: unknown) => {
        salts.delete(day);
        throw error;
      });
      if (salts.size > 2) salts.clear();
      salts.set(day, salt);
    }
    return createHash("sha256")
      .update(await salt)
      .update(address ?? "")
      .digest("base64url")
      .slice(0, 22);
  };
}
