import type { Review } from "@movebreak/shared/contracts/catalog";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

export async function listReviews(db: Kysely<Database>): Promise<Review[]> {
  return db.selectFrom("reviews").selectAll().orderBy("id").execute();
}
