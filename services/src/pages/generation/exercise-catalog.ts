import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { WorkoutSchema } from "@movebreak/shared/contracts/catalog";
import { MovementInstructionsSchema } from "@movebreak/shared/contracts/movement-instructions";
import { toSlug } from "@movebreak/shared/slug";
import { z } from "zod";
import type { ExerciseCatalog, WorkoutTags } from "./types";
import { tagsOf } from "./workout-tags";

const SeedFileSchema = <T extends z.ZodType>(record: T) => z.object({ data: z.array(record) });
const LocationRecord = z.object({ id: z.string(), title: z.string() });
const MovementLibrarySchema = z.object({ moves: z.record(z.string(), MovementInstructionsSchema) });
const WorkoutRecord = WorkoutSchema.pick({
  id: true,
  title: true,
  locationId: true,
  bodyAreas: true,
  postures: true,
  equipment: true,
  instructions: true,
});
type WorkoutRecord = z.infer<typeof WorkoutRecord>;

/**
 * Builds the catalog from records (the seed files, or rows read from the database). A workout's
 * tags come from its record (imported with it), else from `knownTags` (the seed's, by id: a workout
 * stored before tags were kept has none), else from its title.
 */
export function toExerciseCatalog(
  locations: readonly { id: string; title: string }[],
  workouts: readonly (Pick<WorkoutRecord, "id" | "title" | "locationId"> & Partial<WorkoutRecord>)[],
  knownTags?: ReadonlyMap<string, WorkoutTags>,
): ExerciseCatalog {
  return {
    locations: locations.map(({ id, title }) => ({ id, title, slug: toSlug(title) })),
    workouts: workouts.map((workout) => ({
      id: workout.id,
      title: workout.title,
      locationId: workout.locationId,
      tags: workout.bodyAreas ? tagsOf(workout) : (knownTags?.get(workout.id) ?? tagsOf(workout)),
      ...(workout.instructions ? { avoid: workout.instructions.avoid, instructions: workout.instructions } : {}),
    })),
  };
}

async function readSeed(seedDir: string, name: string): Promise<unknown> {
  return JSON.parse(await readFile(join(seedDir, name), "utf8")) as unknown;
}

/**
 * Reads locations.json and workouts.json of a seed folder (ops/seed) into a catalog, each workout with its move's
 * instructions from the movement library, as the seed gives them to the database.
 */
export async function loadSeedCatalog(seedDir: string): Promise<ExerciseCatalog> {
  const locations = SeedFileSchema(LocationRecord).parse(await readSeed(seedDir, "locations.json")).data;
  const workouts = SeedFileSchema(WorkoutRecord).parse(await readSeed(seedDir, "workouts.json")).data;
  const library = MovementLibrarySchema.parse(await readSeed(seedDir, "movement-library.json")).moves;
  const taught = workouts.map((workout) => {
    const instructions = workout.instructions ?? library[workout.title];
    return instructions ? { ...workout, instructions } : workout;
  });
  return toExerciseCatalog(locations, taught);
}

/** The tags of the seed's workouts, by id. */
export async function loadSeedWorkoutTags(seedDir: string): Promise<Map<string, WorkoutTags>> {
  const workouts = SeedFileSchema(WorkoutRecord).parse(await readSeed(seedDir, "workouts.json")).data;
  return new Map(workouts.filter((w) => w.bodyAreas).map((w) => [w.id, tagsOf(w)]));
}
