import type { Location, LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import { toSlug } from "@movebreak/shared/slug";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type Db = Kysely<Database>;

function locationsWithCounts(db: Db) {
  return db
    .selectFrom("locations as l")
    .leftJoin("workouts as w", "w.locationId", "l.id")
    .select(["l.id", "l.title", "l.createdAt"])
    .select((eb) => eb.fn.count<number>("w.id").as("workoutCount"))
    .groupBy(["l.id", "l.title", "l.createdAt"])
    .orderBy("l.id");
}

function toLocation(row: { id: string; title: string; createdAt: Date; workoutCount: number }): Location {
  return {
    id: row.id,
    title: row.title,
    workoutCount: Number(row.workoutCount),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLocations(db: Db): Promise<Location[]> {
  return (await locationsWithCounts(db).execute()).map(toLocation);
}

export async function findLocation(db: Db, id: string): Promise<Location | undefined> {
  const row = await locationsWithCounts(db).where("l.id", "=", id).executeTakeFirst();
  return row && toLocation(row);
}

/** Slugs are not stored: they follow from the title by the slug rule, so a renamed location moves with its title. */
export async function findLocationBySlug(db: Db, slug: string): Promise<Location | undefined> {
  return (await listLocations(db)).find((location) => toSlug(location.title) === slug);
}

export async function listLocationsWithThumbnails(db: Db): Promise<LocationWithThumbnail[]> {
  const rows = await db
    .selectFrom("locations as l")
    .leftJoin("workouts as w", "w.locationId", "l.id")
    .leftJoin("locationContent as c", "c.locationId", "l.id")
    .select(["l.id", "l.title", "c.subtitle", "c.thumbnailUrl"])
    .select((eb) => eb.fn.count<number>("w.id").as("workoutCount"))
    .groupBy(["l.id", "l.title", "c.subtitle", "c.thumbnailUrl"])
    .orderBy("l.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: toSlug(row.title),
    workoutCount: Number(row.workoutCount),
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    ...(row.thumbnailUrl ? { thumbnailUrl: row.thumbnailUrl } : {}),
  }));
}
