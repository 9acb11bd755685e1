import { z } from "zod";
import { LocationContentSchema, LocationSchema, ReviewSchema, SharedRoutineSchema, WorkoutSchema } from "./catalog";

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
export const WorkoutRecordSchema = WorkoutSchema;
export const LocationContentRecordSchema = LocationContentSchema.extend({
  createdAt: LocationContentSchema.shape.createdAt.optional(),
  updatedAt: LocationContentSchema.shape.updatedAt.optional(),
});
export const ReviewRecordSchema = ReviewSchema;
export const SharedRoutineRecordSchema = SharedRoutineSchema;

export const ImportRequestSchema = z.object({
  data: z.array(z.unknown(), { error: "Invalid file format. Expected JSON with 'data' array." }),
  clearExisting: z.boolean().default(false),
});
export type ImportRequest = z.infer<typeof ImportRequestSchema>;

export const ImportResultSchema = z.object({
  success: z.boolean(),
  imported: z.number().int(),
  skipped: z.number().int(),
  errors: z.number().int(),
  total: z.number().int(),
  errorDetails: z.array(z.object({ id: z.string(), error: z.string() })),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** The export file, also the seed file format: when it was made, how many, the records. */
export function exportFileSchema<T extends z.ZodType>(record: T) {
  return z.object({ exported: z.iso.datetime({ offset: true }), count: z.number().int(), data: z.array(record) });
}

export const ExportFileSchemas = {
  locations: exportFileSchema(LocationSchema),
  workouts: exportFileSchema(WorkoutSchema),
  "location-content": exportFileSchema(LocationContentSchema),
} as const;

export const MessageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
