import { CATALOG_TABLES, type ChangePreview, type ImportRecord } from "@movebreak/shared/contracts/admin";
import type { Kysely, Transaction } from "kysely";
import type { CatalogSnapshot } from "../../catalog/import/catalog-rows";
import type { Database } from "../../db/schema";

export interface ImportToSave {
  type: string;
  mode: string;
  actor: string;
  requestId?: string | undefined;
  fileName?: string | undefined;
  fileHash?: string | undefined;
  changes: ChangePreview;
  imported: number;
  skipped: number;
  errors: number;
  snapshot: CatalogSnapshot;
  restoresImportId?: number;
}

export async function saveImport(trx: Transaction<Database>, entry: ImportToSave, now: Date): Promise<number> {
  const row = await trx
    .insertInto("dataImports")
    .values({
      type: entry.type,
      mode: entry.mode,
      actor: entry.actor,
      requestId: entry.requestId ?? null,
      fileName: entry.fileName ?? null,
      fileHash: entry.fileHash ?? null,
      changes: JSON.stringify(entry.changes),
      imported: entry.imported,
      skipped: entry.skipped,
      errors: entry.errors,
      snapshot: JSON.stringify(entry.snapshot),
      restoresImportId: entry.restoresImportId ?? null,
      createdAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const LISTED = [
  "id",
  "type",
  "mode",
  "actor",
  "createdAt",
  "fileName",
  "fileHash",
  "changes",
  "imported",
  "skipped",
  "errors",
  "restoresImportId",
] as const;

/** Newest first, without their snapshots; each with the restore that undid it, if any. */
export async function listImports(db: Kysely<Database>, limit = 100): Promise<ImportRecord[]> {
  const rows = await db
    .selectFrom("dataImports as i")
    .select(LISTED.map((column) => `i.${column}` as const))
    .select((eb) =>
      eb
        .selectFrom("dataImports as r")
        .select((inner) => inner.fn.max("r.id").as("id"))
        .whereRef("r.restoresImportId", "=", "i.id")
        .as("restoredByImportId"),
    )
    .orderBy("i.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    type: row.type as ImportRecord["type"],
    mode: row.mode as ImportRecord["mode"],
    createdAt: row.createdAt.toISOString(),
    changes: row.changes as ChangePreview,
    restoredByImportId: row.restoredByImportId ?? null,
    restorable: changedAnything(row.changes as ChangePreview),
  }));
}

/** An import that added, updated and deleted nothing has nothing to put back. */
export function changedAnything(changes: ChangePreview): boolean {
  return CATALOG_TABLES.some((table) => {
    const counts = changes[table];
    return counts.added > 0 || counts.updated > 0 || counts.deleted > 0;
  });
}

/** The rows an import changed, as they were; `undefined` for an import that does not exist. */
export async function findImportSnapshot(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<{ snapshot: CatalogSnapshot; changes: ChangePreview } | undefined> {
  const row = await db
    .selectFrom("dataImports")
    .select(["snapshot", "changes"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { snapshot: row.snapshot as CatalogSnapshot, changes: row.changes as ChangePreview };
}
