import type { LocationContent } from "@movebreak/shared/contracts/catalog";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../db/schema";
import type { LocationContentTable } from "../db/tables/location-content";

export function toLocationContent(row: Selectable<LocationContentTable>): LocationContent {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listLocationContent(db: Kysely<Database>): Promise<LocationContent[]> {
  const rows = await db.selectFrom("locationContent").selectAll().orderBy("id").execute();
  return rows.map(toLocationContent);
}

export async function findContentForLocation(
  db: Kysely<Database>,
  locationId: string,
): Promise<LocationContent | undefined> {
  const row = await db
    .selectFrom("locationContent")
    .selectAll()
    .where("locationId", "=", locationId)
    .executeTakeFirst();
  return row && toLocationContent(row);
}
