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

/**
 * The dates the API takes, as UTC days (both included). PostgreSQL keeps 4713 BC to 294276 AD, but the server also
 * computes dates around a given one (a report's comparison period before it, the day or bucket after it, a default
 * `from` 30 days back), and JavaScript writes a year past 9999 as "+010000", which PostgreSQL refuses, and a year
 * before 1 as "-000001": a margin of centuries on each side keeps every date it computes valid in both. No date in
 * this product is anywhere near either end, so a date outside is a typo or a probe: 400 with this range, not a 500.
 */
export const ACCEPTED_DATES = { earliest: "1900-01-01", latest: "9000-12-31" } as const;
const EARLIEST_MS = Date.parse(`${ACCEPTED_DATES.earliest}T00:00:00Z`);
const LATEST_MS = Date.parse(`${ACCEPTED_DATES.latest}T23:59:59.999Z`);
export const DATE_RANGE_MESSAGE = `use a date between ${ACCEPTED_DATES.earliest} and ${ACCEPTED_DATES.latest}`;

/**
 * Whether an ISO date (a UTC day) or date-time (its instant, offset applied) is within ACCEPTED_DATES. What is no
 * date at all passes: the format check before it says what is wrong, once.
 */
export function isAcceptedDate(value: string): boolean {
  const at = Date.parse(value);
  return Number.isNaN(at) || (at >= EARLIEST_MS && at <= LATEST_MS);
}

/** A UTC day written YYYY-MM-DD, within ACCEPTED_DATES; `error` is the message for anything else. */
export const isoDay = (error: string) => z.iso.date({ error }).refine(isAcceptedDate, DATE_RANGE_MESSAGE);

/** A date-time with its offset (Z or ±hh:mm), within ACCEPTED_DATES; `error` is the message for anything else. */
export const isoDateTime = (error?: string) =>
  z.iso
    .datetime({ offset: true, ...(error ? { error } : {}) })
    .refine(hasRealOffset, "use a time zone offset between -12:00 and +14:00")
    .refine(isAcceptedDate, DATE_RANGE_MESSAGE);

export const IsoDateTimeSchema = isoDateTime();
