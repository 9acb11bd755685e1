import type { Workout } from "@movebreak/shared/contracts/catalog";
import type { MovementInstructions } from "@movebreak/shared/contracts/movement-instructions";
import type { ColumnType } from "kysely";

/** The import format's optional tags, stored together (null: imported without them). */
export type StoredWorkoutTags = Required<Pick<Workout, "bodyAreas" | "postures" | "equipment">>;

export interface WorkoutsTable {
  id: string;
  title: string;
  locationId: string;
  tags: ColumnType<StoredWorkoutTags | null, StoredWorkoutTags | null | undefined, StoredWorkoutTags | null>;
  /** How to do the move (null: imported without it). */
  instructions: ColumnType<
    MovementInstructions | null,
    MovementInstructions | null | undefined,
    MovementInstructions | null
  >;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
