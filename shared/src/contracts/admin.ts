import { z } from "zod";
import { LocationContentSchema, LocationSchema, ReviewSchema, SharedRoutineSchema, WorkoutSchema } from "./catalog";
import { IsoDateTimeSchema } from "./common";

export const LoginRequestSchema = z.object({
  token: z.string({ error: "Token is required" }).trim().min(1, "Token is required").max(1000),
});
export const LoginResponseSchema = z.object({
  success: z.boolean(),
  sessionId: z.string().optional(),
  error: z.string().optional(),
});
export const SessionResponseSchema = z.object({ authenticated: z.boolean() });

/** The data types the admin exports and imports, in the recommended migration order. */
export const DATA_TYPES = ["locations", "workouts", "location-content"] as const;
export const DataTypeSchema = z.enum(DATA_TYPES);
export type DataType = z.infer<typeof DataTypeSchema>;

/** Import records: what a file may carry; derived or defaulted fields are optional. */
export const LocationRecordSchema = LocationSchema.extend({
  workoutCount: z.number().int().nonnegative().optional(),
  createdAt: LocationSchema.shape.createdAt.optional(),
});
/** createdAt: exports write it and imports keep it; a record without one is dated when first imported. */
export const WorkoutRecordSchema = WorkoutSchema.extend({ createdAt: IsoDateTimeSchema.optional() });
export type WorkoutRecord = z.infer<typeof WorkoutRecordSchema>;
export const LocationContentRecordSchema = LocationContentSchema.extend({
  createdAt: LocationContentSchema.shape.createdAt.optional(),
  updatedAt: LocationContentSchema.shape.updatedAt.optional(),
});
export const ReviewRecordSchema = ReviewSchema;
export const SharedRoutineRecordSchema = SharedRoutineSchema;

/**
 * How an import treats what is stored: "add" (the default) adds new ids and leaves existing ones alone;
 * "upsert" also updates existing ids; "replace" (or clearExisting) makes the file the whole set.
 */
export const IMPORT_MODES = ["add", "upsert", "replace"] as const;
export const ImportModeSchema = z.enum(IMPORT_MODES, { error: "mode must be add, upsert or replace" });
export type ImportMode = z.infer<typeof ImportModeSchema>;

/** The import body as sent; ImportRequestSchema below resolves clearExisting into a mode. */
export const ImportRequestBodySchema = z.object({
  data: z.array(z.unknown(), { error: "Invalid file format. Expected JSON with 'data' array." }),
  clearExisting: z.boolean().default(false),
  mode: ImportModeSchema.optional(),
  /** Set after the operator has seen the preview of what a replace deletes or overwrites. */
  confirmDeletions: z.boolean().default(false),
  /** The chosen file's name, kept in the import's record. */
  fileName: z.string().trim().max(255).optional(),
});
export type ImportRequestBody = z.input<typeof ImportRequestBodySchema>;
export const ImportRequestSchema = ImportRequestBodySchema.transform(({ mode, clearExisting, ...rest }) => ({
  ...rest,
  mode: mode ?? (clearExisting ? ("replace" as const) : ("add" as const)),
}));

/** The catalog tables an import or a restore can change, as the preview names them. */
export const CATALOG_TABLES = ["locations", "workouts", "locationContent"] as const;
export type CatalogTable = (typeof CATALOG_TABLES)[number];

const TableChangeSchema = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
});
/** What an import or a restore would do, per table, dependents included. */
export const ChangePreviewSchema = z.object({
  locations: TableChangeSchema,
  workouts: TableChangeSchema,
  locationContent: TableChangeSchema,
});
export type ChangePreview = z.infer<typeof ChangePreviewSchema>;

/** How many shared routines a 409 names (the rest are counted: "and 12 more"). */
export const STOPPING_ROUTINES_LISTED = 5;

/**
 * The shared routines that play now and would not after the change (their location or every one of
 * their exercises gone): /try/{key} and /api/shared-movebreaks/{key} answer 404 until a restore.
 */
export const StoppingRoutinesSchema = z.object({
  count: z.number().int(),
  /** The first STOPPING_ROUTINES_LISTED, by title, each with its key (its /try/{key} link). */
  listed: z.array(z.object({ key: z.string(), title: z.string() })),
});
export type StoppingRoutines = z.infer<typeof StoppingRoutinesSchema>;

/** 409 from an import or a restore that would delete or replace records and was not confirmed. */
export const ConfirmationNeededSchema = z.object({
  error: z.string(),
  preview: ChangePreviewSchema,
  stoppingRoutines: StoppingRoutinesSchema.default({ count: 0, listed: [] }),
});

export const RestoreRequestSchema = z.object({ confirmDeletions: z.boolean().default(false) });

/** One recorded import (or restore), as the Data Exporter lists them. */
export const ImportRecordSchema = z.object({
  id: z.number().int(),
  type: z.enum([...DATA_TYPES, "restore"]),
  mode: z.enum([...IMPORT_MODES, "restore"]),
  actor: z.string(),
  createdAt: z.string(),
  fileName: z.string().nullable(),
  fileHash: z.string().nullable(),
  changes: ChangePreviewSchema,
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  /** The import this one restored (for a restore). */
  restoresImportId: z.number().int().nullable(),
  /** The restore that undid this one, if any. */
  restoredByImportId: z.number().int().nullable(),
  /** False when it changed nothing: there is nothing to put back, so no Restore is offered. */
  restorable: z.boolean(),
});
export type ImportRecord = z.infer<typeof ImportRecordSchema>;
export const ImportListSchema = z.object({ imports: z.array(ImportRecordSchema) });

export const ImportResultSchema = z.object({
  success: z.boolean(),
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  total: z.number().int(),
  errorDetails: z.array(z.object({ id: z.string(), error: z.string() })),
  /** The recorded import (GET /api/admin/imports), which a restore can undo. */
  importId: z.number().int().optional(),
  changes: ChangePreviewSchema.optional(),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The export file, also the seed file format: when it was made, how many, the records. */
export function exportFileSchema<T extends z.ZodType>(record: T) {
  return z.object({ exported: z.iso.datetime({ offset: true }), count: z.number().int(), data: z.array(record) });
}

/**
 * The three export files. Every record carries its createdAt (an import keeps it); the seed's workouts
 * file predates that, so a workouts file may leave it out.
 */
export const ExportFileSchemas = {
  locations: exportFileSchema(LocationSchema),
  workouts: exportFileSchema(WorkoutRecordSchema),
  "location-content": exportFileSchema(LocationContentSchema),
} as const;

export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
