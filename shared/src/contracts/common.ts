import { z } from "zod";

/** Every error answer of the API: a human message, and for bad input the failed rules. */
export const ErrorBodySchema = z.object({
  error: z.string(),
  details: z.array(z.object({ field: z.string().optional(), path: z.string(), message: z.string() })).optional(),
});

/**
 * PostgreSQL text cannot hold U+0000: a text that carries one is bad input (400), never a
 * database error (500). Every input text that is stored or looked up is built with `text()`.
 */
export const NUL_MESSAGE = "remove the NUL character (U+0000)";
export const hasNoNul = (value: string): boolean => !value.includes("\u0000");
export const text = (params?: string | { error?: string }) => z.string(params).refine(hasNoNul, NUL_MESSAGE);

/** Ids of catalog records: letters, digits, underscores and hyphens (for example work_sitting). */
export const RecordIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "use only letters, digits, underscores and hyphens (like work_sitting)");

/** An absolute http(s) URL or an empty string (the spec's "a URL or empty string"). */
export const OptionalUrlSchema = z.union([
  z.literal(""),
  z.url({ protocol: /^https?$/ }).refine(hasNoNul, NUL_MESSAGE),
]);

/** A UTC offset on Earth: -12:00 to +14:00 (PostgreSQL refuses past ±15:59, so a larger one is bad input, not a 500). */
export function hasRealOffset(value: string): boolean {
  const offset = /([+-])(\d\d):?(\d\d)$/.exec(value);
  if (!offset) return true;
  const minutes = Number(offset[2]) * 60 + Number(offset[3]);
  return minutes <= (offset[1] === "+" ? 14 * 60 : 12 * 60);
}

export const IsoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .refine(hasRealOffset, "use a time zone offset between -12:00 and +14:00");
