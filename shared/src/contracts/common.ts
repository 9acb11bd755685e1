import { z } from "zod";

/** Every error answer of the API: a human message, and for bad input the failed rules. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(z.object({ field: z.string().optional(), path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Ids of catalog records: letters, digits, underscores and hyphens (for example work_sitting). */
export const RecordIdSchema = z
  .string()
  .trim()
  .min(1, "id is required")
  .max(100, "id must be at most 100 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "id may contain only letters, digits, underscores and hyphens");

/** An absolute http(s) URL or an empty string (the spec's "a URL or empty string"). */
export const OptionalUrlSchema = z.union([z.literal(""), z.url({ protocol: /^https?$/ })]);

export const IsoDateTimeSchema = z.iso.datetime({ offset: true });
