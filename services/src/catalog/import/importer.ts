import {
  CATALOG_TABLES,
  type CatalogTable,
  type ChangePreview,
  type ImportMode,
  type ImportResult,
  type StoppingRoutines,
} from "@movebreak/shared/contracts/admin";
import { issueSummary } from "@movebreak/shared/contracts/issue-messages";
import { type Insertable, type Kysely, sql, type Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import {
  type CatalogSnapshot,
  deleteByIds,
  dependentsOfLocations,
  destroysData,
  emptyPreview,
  emptySnapshot,
  rowsByIds,
} from "./catalog-rows";
import { playingRoutines, stoppedSince } from "./stopping-routines";

type Trx = Transaction<Database>;

/** The tables records are imported into. */
type ImportTable = CatalogTable | "reviews" | "sharedRoutines";

/** What the generic import needs to know about one kind of record, for the table `T` it is written to. */
export interface ImporterSpec<R, T extends ImportTable> {
  /** The field that names a record, and the table's key column: "key" for shared routines, else "id". */
  idField?: keyof R & keyof Database[T] & "key";
  /** Fills what the file may leave out and sanitises what will be rendered. */
  prepare?(record: R, now: Date): R;
  /** Why some records cannot be written (a missing location, a clash), by id. */
  problems?(trx: Trx, records: R[]): Promise<Map<string, string>>;
  /** The row stored for a record. */
  toRow(record: R, now: Date): Insertable<Database[T]>;
  /** The columns a record that exists already overwrites (the others keep their stored value). */
  updates: readonly (keyof Database[T] & string)[];
  /**
   * Columns a record that exists already overwrites only when the file gives them: an export's createdAt
   * comes back as it was, and a file without one keeps the stored date (a new row gets now, from toRow).
   */
  updatesWhenGiven?: readonly { column: keyof Database[T] & string; given(record: R): boolean }[];
  /** Rows per INSERT (fewer for wide rows), well under PostgreSQL's parameter limit. */
  batchSize?: number;
}

const RECORD_NAMES: Record<ImportTable, string> = {
  locations: "Location",
  workouts: "Workout",
  locationContent: "Location content",
  reviews: "Review",
  sharedRoutines: "Shared routine",
};

/** An importer with its table's type erased, so that the registry can hold every kind. */
export interface Importer<R> {
  idField: string;
  /** A record in words, numbered by its place in the file: "Workout 3, id: add an id (text)". */
  recordName: string;
  /** Set when a replace may make the file the whole set. */
  table?: CatalogTable;
  schema: z.ZodType<R>;
  idOf(record: R): string;
  prepare(record: R, now: Date): R;
  problems?(trx: Trx, records: R[]): Promise<Map<string, string>>;
  existingIds(trx: Trx): Promise<Set<string>>;
  upsert(trx: Trx, records: R[], now: Date): Promise<void>;
}

/**
 * One kind of record, imported into `into` and checked with `schema`. A catalog table can be replaced (the
 * file becomes the whole set, after a preview); the seed-only kinds can only be added to.
 */
export function defineImporter<R extends { id: string } | { key: string }, T extends ImportTable>(
  into: T,
  schema: z.ZodType<R>,
  spec: ImporterSpec<R, T>,
): Importer<R> {
  const { updates } = spec;
  const table: string = into;
  const idField: string = spec.idField ?? "id";
  // Kysely's builders are typed per table; the spec's types tie columns to its table, so these casts only erase T.
  const untyped = (trx: Trx) => trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
  return {
    idField,
    recordName: RECORD_NAMES[into],
    table: (CATALOG_TABLES as readonly string[]).includes(into) ? (into as CatalogTable) : undefined,
    schema,
    idOf: (record) => String((record as Record<string, unknown>)[idField]),
    prepare: spec.prepare ?? ((record) => record),
    problems: spec.problems,
    async existingIds(trx) {
      const rows = await untyped(trx).selectFrom(table).select(idField).execute();
      return new Set(rows.map((row) => String(row[idField])));
    },
    async upsert(trx, records, now) {
      const optional = spec.updatesWhenGiven ?? [];
      // Records that give the same optional columns are written together, overwriting those too.
      const groups = new Map<string, R[]>();
      for (const record of records) {
        const key = optional.map((o) => (o.given(record) ? "1" : "0")).join("");
        // push, not a spread: a copy per record made a 66,000-row file quadratic (minutes).
        const group = groups.get(key);
        if (group) group.push(record);
        else groups.set(key, [record]);
      }
      for (const [key, group] of groups) {
        const columns = [...updates, ...optional.filter((_, i) => key[i] === "1").map((o) => o.column)];
        for (const batch of chunks(group, spec.batchSize)) {
          await untyped(trx)
            .insertInto(table)
            .values(batch.map((record) => spec.toRow(record, now) as Record<string, unknown>))
            .onConflict((oc) =>
              oc
                .column(idField)
                .doUpdateSet((eb) =>
                  Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
                ),
            )
            .execute();
        }
      }
    },
  };
}

export interface ImportRequestData {
  data: unknown[];
  mode: ImportMode;
  /** A replace that deletes or overwrites rows goes ahead only with this set (after the preview). */
  confirmDeletions?: boolean;
}

export interface ImportOutcome {
  result: ImportResult;
  changes: ChangePreview;
  snapshot: CatalogSnapshot;
}

/**
 * A replace that would delete or overwrite rows, not confirmed: nothing was changed. The preview counts
 * rows per table; `stoppingRoutines` names the shared routines whose links would stop playing.
 */
export class ConfirmationNeeded extends Error {
  constructor(
    readonly preview: ChangePreview,
    readonly stoppingRoutines: StoppingRoutines = { count: 0, listed: [] },
  ) {
    super("This deletes or replaces stored records. Check the preview, then confirm to go ahead.");
  }
}

/** The file cannot be imported as asked: nothing was changed. */
export class ImportRefused extends Error {}

/**
 * Imports a file's records: invalid ones are listed with their reason while valid ones import. "add"
 * skips existing ids, "upsert" updates them, "replace" makes the file the whole set (rows it does not
 * name are deleted, with the workouts and content of deleted locations). Everything runs in one
 * transaction, imports take turns, and every row changed or deleted is kept as it was in the snapshot,
 * so `onWritten` (in the same transaction) can record an import that a restore undoes exactly.
 */
export async function importRecords<R>(
  db: Kysely<Database>,
  importer: Importer<R>,
  request: ImportRequestData,
  now: Date,
  onWritten?: (trx: Trx, outcome: ImportOutcome) => Promise<void>,
): Promise<ImportOutcome> {
  if (request.mode === "replace" && request.data.length === 0) {
    throw new ImportRefused("The file has no records; nothing was changed");
  }
  if (request.mode !== "add" && !importer.table) throw new ImportRefused("These records can only be added");
  const errorDetails: { id: string; error: string }[] = [];
  const valid: R[] = [];
  const seen = new Set<string>();
  const namedIds = new Set<string>();

  request.data.forEach((raw, index) => {
    const rawId = idFromRaw(raw, importer.idField);
    if (rawId) namedIds.add(rawId);
    const parsed = importer.schema.safeParse(raw, { reportInput: true });
    if (!parsed.success) {
      const subject = `${importer.recordName} ${index + 1}`;
      errorDetails.push({ id: rawId ?? `record ${index + 1}`, error: issueSummary(parsed.error, { subject }) });
      return;
    }
    const id = importer.idOf(parsed.data);
    if (seen.has(id)) {
      errorDetails.push({ id, error: "Duplicate id in this file; the first record with it was used" });
      return;
    }
    seen.add(id);
    valid.push(importer.prepare(parsed.data, now));
  });

  return db.transaction().execute(async (trx) => {
    // One import at a time across every instance: the second plans against what the first left.
    await sql`select pg_advisory_xact_lock(hashtext('catalog-import'))`.execute(trx);
    const changes = emptyPreview();
    const snapshot = emptySnapshot();
    const table = importer.table;
    const existing = await importer.existingIds(trx);
    // Shared routines are never deleted, but a replace can take away what they play: named in the preview.
    const playing =
      request.mode === "replace" && table && !request.confirmDeletions
        ? await playingRoutines(trx)
        : new Map<string, string>();

    if (request.mode === "replace" && table) {
      // A record named but invalid keeps its stored version.
      const gone = [...existing].filter((id) => !namedIds.has(id));
      const rows = await rowsByIds(trx, table, gone);
      const dependents = table === "locations" ? await dependentsOfLocations(trx, gone) : undefined;
      for (const [dependentTable, dependentRows] of Object.entries(dependents ?? {}) as [CatalogTable, typeof rows][]) {
        snapshot[dependentTable].push(...dependentRows.map((row) => ({ id: row.id, before: row })));
        changes[dependentTable].deleted += dependentRows.length;
        await deleteByIds(
          trx,
          dependentTable,
          dependentRows.map((row) => row.id),
        );
      }
      snapshot[table].push(...rows.map((row) => ({ id: row.id, before: row })));
      changes[table].deleted += rows.length;
      await deleteByIds(trx, table, gone);
      for (const id of gone) existing.delete(id);
    }

    // "add" leaves existing ids alone: only the records that would be written are checked for problems,
    // so a skipped record still counts as holding what it holds (a location's one content record).
    const candidates = valid.filter((record) => !(request.mode === "add" && existing.has(importer.idOf(record))));
    const skipped = valid.length - candidates.length;
    const problems = (await importer.problems?.(trx, candidates)) ?? new Map<string, string>();
    const toWrite: R[] = [];
    for (const record of candidates) {
      const id = importer.idOf(record);
      const problem = problems.get(id);
      if (problem) errorDetails.push({ id, error: problem });
      else toWrite.push(record);
    }
    if (table) {
      const ids = toWrite.map((record) => importer.idOf(record));
      const updated = ids.filter((id) => existing.has(id));
      const before = await rowsByIds(trx, table, updated);
      snapshot[table].push(...before.map((row) => ({ id: row.id, before: row })));
      snapshot[table].push(...ids.filter((id) => !existing.has(id)).map((id) => ({ id, before: null })));
      changes[table].updated += updated.length;
      changes[table].added += ids.length - updated.length;
    }
    if (toWrite.length > 0) await importer.upsert(trx, toWrite, now);
    if (request.mode === "replace" && !request.confirmDeletions) {
      const stopping = await stoppedSince(trx, playing);
      // Throwing rolls back what was just written: nothing changes.
      if (destroysData(changes) || stopping.count > 0) throw new ConfirmationNeeded(changes, stopping);
    }
    const outcome: ImportOutcome = {
      result: {
        success: true,
        imported: toWrite.length,
        skipped,
        errors: errorDetails.length,
        total: request.data.length,
        errorDetails,
      },
      changes,
      snapshot,
    };
    await onWritten?.(trx, outcome);
    return outcome;
  });
}

function idFromRaw(raw: unknown, idField: string): string | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const value = (raw as Record<string, unknown>)[idField];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** Rows per INSERT, well under PostgreSQL's parameter limit. */
export function chunks<T>(items: T[], size = 200): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Ids of the locations that exist now, for the records that point at one. */
export async function locationIds(trx: Trx): Promise<Set<string>> {
  return new Set((await trx.selectFrom("locations").select("id").execute()).map((row) => row.id));
}
