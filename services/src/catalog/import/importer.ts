import type { ImportResult } from "@movebreak/shared/contracts/admin";
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";

type Trx = Transaction<Database>;

/** What the generic import needs to know about one kind of record. */
export interface Importer<R> {
  /** The field that names a record: "id", or "key" for shared routines. */
  idField: string;
  schema: z.ZodType<R>;
  idOf(record: R): string;
  /** Fills what the file may leave out and sanitises what will be rendered. */
  prepare(record: R, now: Date): R;
  existingIds(trx: Trx): Promise<Set<string>>;
  /** Why some records cannot be written (a missing location, a clash), by id. */
  problems?(trx: Trx, records: R[]): Promise<Map<string, string>>;
  upsert(trx: Trx, records: R[], now: Date): Promise<void>;
  /** clearExisting: removes every record the file does not name. */
  deleteAllExcept(trx: Trx, keepIds: string[]): Promise<void>;
}

export interface ImportRequestData {
  data: unknown[];
  clearExisting: boolean;
}

/**
 * Imports a file's records: invalid ones are listed with their reason while
 * valid ones import; existing ids are skipped unless clearExisting, which
 * makes the file the whole set. Everything runs in one transaction, so a
 * failure part-way leaves the old data as it was.
 */
export async function importRecords<R>(
  db: Kysely<Database>,
  importer: Importer<R>,
  request: ImportRequestData,
  now: Date,
): Promise<ImportResult> {
  const errorDetails: { id: string; error: string }[] = [];
  const valid: R[] = [];
  const seen = new Set<string>();
  const namedIds = new Set<string>();

  request.data.forEach((raw, index) => {
    const rawId = idFromRaw(raw, importer.idField);
    if (rawId) namedIds.add(rawId);
    const parsed = importer.schema.safeParse(raw);
    if (!parsed.success) {
      errorDetails.push({ id: rawId ?? `record ${index + 1}`, error: describeIssues(parsed.error) });
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
    if (request.clearExisting) await importer.deleteAllExcept(trx, [...namedIds]);
    const existing = await importer.existingIds(trx);
    const problems = (await importer.problems?.(trx, valid)) ?? new Map<string, string>();
    const toWrite: R[] = [];
    let skipped = 0;
    for (const record of valid) {
      const id = importer.idOf(record);
      const problem = problems.get(id);
      if (problem) errorDetails.push({ id, error: problem });
      else if (existing.has(id) && !request.clearExisting) skipped += 1;
      else toWrite.push(record);
    }
    if (toWrite.length > 0) await importer.upsert(trx, toWrite, now);
    return {
      success: true,
      imported: toWrite.length,
      skipped,
      errors: errorDetails.length,
      total: request.data.length,
      errorDetails,
    };
  });
}

function idFromRaw(raw: unknown, idField: string): string | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const value = (raw as Record<string, unknown>)[idField];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String).join(".");
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join("; ");
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
