import type { DataType } from "@movebreak/shared/contracts/admin";
import { contentImporter } from "./content-importer";
import type { Importer } from "./importer";
import { locationImporter } from "./location-importer";
import { reviewImporter } from "./review-importer";
import { sharedRoutineImporter } from "./shared-routine-importer";
import { workoutImporter } from "./workout-importer";

/** Record kinds the importer knows: the admin's three data types, plus the seed-only kinds. */
export type RecordKind = DataType | "reviews" | "shared-movebreaks";

// Each entry is typed by its own record; the table is read by kind, so the record type is erased here.
// biome-ignore lint/suspicious/noExplicitAny: see above
export const IMPORTERS: Record<RecordKind, Importer<any>> = {
  locations: locationImporter,
  workouts: workoutImporter,
  "location-content": contentImporter,
  reviews: reviewImporter,
  "shared-movebreaks": sharedRoutineImporter,
};

/** Parents before children: the order seeding and migrations import in. */
export const IMPORT_ORDER: readonly RecordKind[] = [
  "locations",
  "workouts",
  "location-content",
  "reviews",
  "shared-movebreaks",
];
