import type { Location, LocationWithThumbnail } from "@movebreak/shared/contracts/catalog";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

type Db = Kysely<Database>;

/** A location with its address (/movements/{slug}). */
export type LocationWithSlug = Location & { slug: string };

function locationsWithCounts(db: Db) {
  return db
    .selectFrom("locations as l")
    .leftJoin("workouts as w", "w.locationId", "l.id")
    .select(["l.id", "l.title", "l.slug", "l.createdAt"])
    .select((eb) => eb.fn.count<number>("w.id").as("workoutCount"))
    .groupBy(["l.id", "l.title", "l.slug", "l.createdAt"])
    .orderBy("l.id");
}

type Row = { id: string; title: string; slug: string; createdAt: Date; workoutCount: number | string };

function toLocation(row: Row): Location {
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

/** One location by its id, with its address. */
export async function findLocation(db: Db, id: string): Promise<LocationWithSlug | undefined> {
  const row = await locationsWithCounts(db).where("l.id", "=", id).executeTakeFirst();
  return row && { ...toLocation(row), slug: row.slug };
}

/**
 * The location at /movements/{slug}: one lookup through the unique slug's index. The slug is stored
 * with the title (the import writes both), so a renamed location moves with its title.
 */
export async function findLocationBySlug(db: Db, slug: string): Promise<LocationWithSlug | undefined> {
  const row = await locationsWithCounts(db).where("l.slug", "=", slug).executeTakeFirst();
  return row && { ...toLocation(row), slug: row.slug };
}

/** Every location's address, in id order (the sitemap). */
/** The slugs of the locations that play: those with at least one exercise (a page without any answers 404). */
export async function listLocationSlugs(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("locations as l")
    .select("l.slug")
    .where((eb) => eb.exists(eb.selectFrom("workouts as w").select("w.id").whereRef("w.locationId", "=", "l.id")))
    .orderBy("l.id")
    .execute();
  return rows.map((row) => row.slug);
}

export async function listLocationsWithThumbnails(db: Db): Promise<LocationWithThumbnail[]> {
  const rows = await db
    .selectFrom("locations as l")
    .leftJoin("workouts as w", "w.locationId", "l.id")
    .leftJoin("locationContent as c", "c.locationId", "l.id")
    .select(["l.id", "l.title", "l.slug", "c.displayTitle", "c.subtitle", "c.thumbnailUrl"])
    .select((eb) => eb.fn.count<number>("w.id").as("workoutCount"))
    .groupBy(["l.id", "l.title", "l.slug", "c.displayTitle", "c.subtitle", "c.thumbnailUrl"])
    .orderBy("l.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    slug: row.slug,
    workoutCount: Number(row.workoutCount),
    ...(row.displayTitle?.trim() ? { displayTitle: row.displayTitle.trim() } : {}),
    ...(row.subtitle ? { subtitle: row.subtitle } : {}),
    ...(row.thumbnailUrl ? { thumbnailUrl: row.thumbnailUrl } : {}),
  }));
}
