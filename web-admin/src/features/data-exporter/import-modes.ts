import type { DataType, ImportMode } from "@movebreak/shared/contracts/admin";
import { DATA_TYPE_INFO } from "./data-types";

export interface ImportModeInfo {
  label: string;
  /** One line saying what the mode does to the stored records of this type. */
  hint(type: DataType): string;
}

/** The import modes as the import panel offers them, safest first. */
export const IMPORT_MODE_INFO: Record<ImportMode, ImportModeInfo> = {
  add: {
    label: "Add new only",
    hint: (type) => `Adds new ${DATA_TYPE_INFO[type].noun}; existing ones stay as they are.`,
  },
  upsert: {
    label: "Update existing",
    hint: (type) => `Adds new ${DATA_TYPE_INFO[type].noun} and overwrites existing ones from the file.`,
  },
  replace: {
    label: "Replace all",
    hint: (type) =>
      type === "locations"
        ? "The file becomes the whole set: other locations are deleted, with their workouts and content."
        : `The file becomes the whole set: other ${DATA_TYPE_INFO[type].noun} are deleted.`,
  },
};
