import type { CatalogTable, ChangePreview } from "@movebreak/shared/contracts/admin";
import { toSlug } from "@movebreak/shared/slug";
import { sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema";

type Trx = Transaction<Database>;
/** A stored row as JSON keeps it (dates as ISO strings). */
export type StoredRow = Record<string, unknown> & { id: string };

/**
 * What an import or a restore changed: per table, each touched row as it was before
 * (`null` for a row it added). Putting these back undoes the change exactly.
 */
export type CatalogSnapshot = Record<CatalogTable, { id: string; before: StoredRow | null }[]>;

/** Parents first: rows are put back in this order, and deleted in the reverse. */
export const TABLE_ORDER: readonly CatalogTable[] = ["locations", "workouts", "locationContent"];

export const emptySnapshot = (): CatalogSnapshot => ({ locations: [], workouts: [], locationContent: [] });
export const emptyPreview = (): ChangePreview => ({
  locations: { added: 0, updated: 0, deleted: 0 },
  workouts: { added: 0, updated: 0, deleted: 0 },
  locationContent: { added: 0, updated: 0, deleted: 0 },
});

/** True when the change would delete or overwrite something stored: the operator confirms it first. */
export const destroysData = (preview: ChangePreview) =>
  TABLE_ORDER.some((table) => preview[table].deleted > 0 || preview[table].updated > 0);

/** One array parameter, whatever the count (a list of placeholders stops at 65,535). */
const idIn = (ids: readonly string[]) => sql<boolean>`id = any(${[...ids]}::text[])`;

export async function rowsByIds(trx: Trx, table: CatalogTable, ids: readonly string[]): Promise<StoredRow[]> {
  if (ids.length === 0) return [];
  const rows = await trx.selectFrom(table).selectAll().where(idIn(ids)).orderBy("id").execute();
  return rows.map(toStored);
}

export async function deleteByIds(trx: Trx, table: CatalogTable, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await trx.deleteFrom(table).where(idIn(ids)).execute();
}

/** Rows of the tables that hang off locations (the database would cascade them): named, so they are kept. */
export async function dependentsOfLocations(
  trx: Trx,
  locationIds: readonly string[],
): Promise<{ workouts: StoredRow[]; locationContent: StoredRow[] }> {
  if (locationIds.length === 0) return { workouts: [], locationContent: [] };
  const ofLocations = sql<boolean>`location_id = any(${[...locationIds]}::text[])`;
  const [workouts, locationContent] = await Promise.all([
    trx.selectFrom("workouts").selectAll().where(ofLocations).orderBy("id").execute(),
    trx.selectFrom("locationContent").selectAll().where(ofLocations).orderBy("id").execute(),
  ]);
  return { workouts: workouts.map(toStored), locationContent: locationContent.map(toStored) };
}

/** Writes rows back exactly as stored before (every column), over whatever holds their ids now. */
export async function putRows(trx: Trx, table: CatalogTable, rows: readonly StoredRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100).map((row) => (table === "locations" ? withSlug(row) : row));
    const columns = Object.keys(batch[0] as StoredRow).filter((column) => column !== "id");
    await trx
      .insertInto(table)
      // biome-ignore lint/suspicious/noExplicitAny: rows of one of three tables, written back column for column.
      .values(batch as any)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet((eb) =>
          // biome-ignore lint/suspicious/noExplicitAny: as above; the columns are the row's own.
          Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}` as any)])),
        ),
      )
      .execute();
  }
}

/** A location kept before its slug was stored (20261125T060000) gets the one its title gives. */
function withSlug(row: StoredRow): StoredRow {
  return "slug" in row ? row : { ...row, slug: toSlug(String(row.title ?? "")) };
}

function toStored(row: object): StoredRow {
  return JSON.parse(JSON.stringify(row)) as StoredRow;
}
