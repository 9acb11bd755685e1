import type { ColumnType, Generated } from "kysely";

export interface SharedRoutinesTable {
  key: string;
  packTitle: string;
  packDescription: string;
  locationId: string;
  workoutIds: ColumnType<string[], string, string>;
  opens: Generated<number>;
  createdAt: Generated<Date>;
}
