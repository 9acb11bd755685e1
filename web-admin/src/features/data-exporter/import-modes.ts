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
    hint: (type) => `Adds ${DATA_TYPE_INFO[type].noun} with new ids; those that already exist are kept as they are.`,
  },
  upsert: {
    label: "Update existing",
    hint: (type) => `Adds new ${DATA_TYPE_INFO[type].noun} and overwrites existing ones with the file's version.`,
  },
  replace: {
    label: "Replace all",
    hint: (type) =>
      type === "locations"
        ? "Makes the file the whole set: locations not in it are deleted, with their workouts and content."
        : `Makes the file the whole set: ${DATA_TYPE_INFO[type].noun} not in it are deleted.`,
  },
};

/** How the list of imports names a mode (a restore has its own). */
export function modeLabel(mode: ImportMode | "restore"): string {
  return mode === "restore" ? "Restore" : IMPORT_MODE_INFO[mode].label;
}
