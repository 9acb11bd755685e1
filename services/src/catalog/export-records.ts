import type { DataType } from "@movebreak/shared/contracts/admin";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { listLocationContent } from "./content-repo";
import { listLocations } from "./locations-repo";
import { listWorkoutRecords } from "./workouts-repo";

/** An export file: importable as it is (the seed files have the same shape). */
export async function exportRecords(db: Kysely<Database>, type: DataType, now: Date) {
  const data =
    type === "locations"
      ? await listLocations(db)
      : type === "workouts"
        ? await listWorkoutRecords(db)
        : await listLocationContent(db);
  return { exported: now.toISOString(), count: data.length, data };
}
