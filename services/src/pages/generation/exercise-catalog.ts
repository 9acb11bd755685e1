import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { toSlug } from "@movebreak/shared/slug";
import { z } from "zod";
import type { ExerciseCatalog } from "./types";

const SeedFileSchema = <T extends z.ZodType>(record: T) => z.object({ data: z.array(record) });
const LocationRecord = z.object({ id: z.string(), title: z.string() });
const WorkoutRecord = z.object({ id: z.string(), title: z.string(), locationId: z.string() });

/** Builds the catalog from records (the seed files, or rows read from the database). */
export function toExerciseCatalog(
  locations: readonly { id: string; title: string }[],
  workouts: readonly { id: string; title: string; locationId: string }[],
): ExerciseCatalog {
  return {
    locations: locations.map(({ id, title }) => ({ id, title, slug: toSlug(title) })),
    workouts: workouts.map(({ id, title, locationId }) => ({ id, title, locationId })),
  };
}

/** Reads locations.json and workouts.json of a seed folder (ops/seed) into a catalog. */
export async function loadSeedCatalog(seedDir: string): Promise<ExerciseCatalog> {
  const read = async (name: string) => JSON.parse(await readFile(join(seedDir, name), "utf8")) as unknown;
  const locations = SeedFileSchema(LocationRecord).parse(await read("locations.json")).data;
  const workouts = SeedFileSchema(WorkoutRecord).parse(await read("workouts.json")).data;
  return toExerciseCatalog(locations, workouts);
}
