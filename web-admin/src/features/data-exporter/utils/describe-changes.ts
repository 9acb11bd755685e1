import { CATALOG_TABLES, type ChangePreview, type DataType } from "@movebreak/shared/contracts/admin";
import { countOf, TABLE_DATA_TYPE } from "../data-types";

export type ChangeKind = "deleted" | "updated" | "added";

export interface ChangeLine {
  kind: ChangeKind;
  text: string;
}

const VERB: Record<ChangeKind, string> = { deleted: "deleted", updated: "replaced", added: "added" };

/**
 * A change preview as sentences, most dangerous first: "23 locations will be deleted", "155
 * workouts will be deleted (they belong to removed locations)", "1 location will be replaced".
 * `ownType` is the type the file holds: rows of other tables deleted with locations are said to be
 * dependents.
 */
export function describeChanges(preview: ChangePreview, ownType?: DataType): ChangeLine[] {
  const lines: ChangeLine[] = [];
  for (const kind of ["deleted", "updated", "added"] as const) {
    for (const table of CATALOG_TABLES) {
      const count = preview[table][kind];
      if (count === 0) continue;
      const type = TABLE_DATA_TYPE[table];
      const dependents =
        kind === "deleted" && table !== "locations" && type !== ownType && preview.locations.deleted > 0;
      const why = count === 1 ? " (it belongs to a removed location)" : " (they belong to removed locations)";
      lines.push({ kind, text: `${countOf(type, count)} will be ${VERB[kind]}${dependents ? why : ""}` });
    }
  }
  return lines;
}

/** Whether the change deletes any row (the confirm button then says so; otherwise it only replaces). */
export const deletesRows = (preview: ChangePreview | null | undefined): boolean =>
  !!preview && CATALOG_TABLES.some((table) => preview[table].deleted > 0);
