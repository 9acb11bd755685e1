import { type CatalogTable, DATA_TYPES, type DataType } from "@movebreak/shared/contracts/admin";

export interface DataTypeInfo {
  /** Shown as a title: "Location content". */
  label: string;
  /** Used inside sentences: "12 location content records". */
  noun: string;
  /** The same for one: "1 location content record". */
  one: string;
  description: string;
}

export const DATA_TYPE_INFO: Record<DataType, DataTypeInfo> = {
  locations: {
    label: "Locations",
    noun: "locations",
    one: "location",
    description: "Where people take their breaks, such as work_sitting.",
  },
  workouts: {
    label: "Workouts",
    noun: "workouts",
    one: "workout",
    description: "The workouts, each belonging to a location.",
  },
  "location-content": {
    label: "Location content",
    noun: "location content records",
    one: "location content record",
    description: "The text, SEO fields and images of each location's page.",
  },
};

/** Already in the recommended migration order (admin spec section 9). */
export const MIGRATION_ORDER: readonly DataType[] = DATA_TYPES;

/**
 * The type an export file was made from, read from its name ("workouts-export-2025-01-31.json",
 * also "workouts-export-2025-01-31 (1).json"), or undefined when the name says nothing.
 */
export function dataTypeFromFileName(fileName: string): DataType | undefined {
  return DATA_TYPES.find((type) => fileName.toLowerCase().startsWith(`${type}-export`));
}

/** The data type each catalog table of a change preview holds. */
export const TABLE_DATA_TYPE: Record<CatalogTable, DataType> = {
  locations: "locations",
  workouts: "workouts",
  locationContent: "location-content",
};

/** "1 location", "23 locations", "1 location content record". */
export function countOf(type: DataType, count: number): string {
  const info = DATA_TYPE_INFO[type];
  return `${count} ${count === 1 ? info.one : info.noun}`;
}
