import { z } from "zod";
import { STEP_NAMES } from "../automation";
import { DATE_RANGE_MESSAGE, isAcceptedDate } from "./common";

/** Buckets are aligned to UTC hours or days. */
export const ANALYTICS_BUCKETS = ["hour", "day"] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];

export const ANALYTICS_LIMITS = {
  maxBuckets: 400,
  /** Without from, the range is this many whole buckets, the last one holding `to` (default: now). */
  defaultBuckets: { hour: 48, day: 30 },
} as const;

export const BUCKET_MS: Record<AnalyticsBucket, number> = { hour: 3_600_000, day: 86_400_000 };

const instant = (field: "from" | "to") =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `${field} must be an ISO 8601 date or date-time with a time zone, e.g. 2026-11-01 or 2026-11-01T00:00:00Z`,
    })
    .refine(isAcceptedDate, DATE_RANGE_MESSAGE)
    .transform((value) => new Date(value));

/** The query as sent: GET /api/automation/analytics?bucket=hour|day&from=ISO&to=ISO (all optional). */
export const AnalyticsQueryInputSchema = z.object({
  bucket: z.enum(ANALYTICS_BUCKETS, { error: `bucket must be one of: ${ANALYTICS_BUCKETS.join(", ")}` }).default("day"),
  from: instant("from").optional(),
  to: instant("to").optional(),
});

export interface AnalyticsQuery {
  bucket: AnalyticsBucket;
  from: Date;
  to: Date;
}

/** The start of the UTC hour/day holding `at` (no DST in UTC: both are fixed widths). */
export function bucketStartOf(at: Date, bucket: AnalyticsBucket): Date {
  const width = BUCKET_MS[bucket];
  return new Date(Math.floor(at.getTime() / width) * width);
}

/** How many buckets [from, to) touches: the first may start before from. */
export function bucketCount({ bucket, from, to }: AnalyticsQuery): number {
  return Math.ceil((to.getTime() - bucketStartOf(from, bucket).getTime()) / BUCKET_MS[bucket]);
}

/**
 * The query resolved against the server's clock: `to` defaults to now, `from`
 * to whole buckets back (30 days or 48 hours, the current one included), so a
 * chart never starts with a half-empty bucket. from < to, at most 400 buckets.
 */
export function analyticsQuerySchema(now: Date) {
  return AnalyticsQueryInputSchema.transform(({ bucket, from, to }): AnalyticsQuery => {
    const end = to ?? now;
    const width = BUCKET_MS[bucket];
    const lastBucket = bucketStartOf(new Date(end.getTime() - 1), bucket);
    const start = from ?? new Date(lastBucket.getTime() - (ANALYTICS_LIMITS.defaultBuckets[bucket] - 1) * width);
    return { bucket, from: start, to: end };
  }).check((ctx) => {
    const query = ctx.value;
    if (query.from.getTime() >= query.to.getTime()) {
      ctx.issues.push({ code: "custom", path: ["from"], message: "from must be before to", input: ctx.value });
      return;
    }
    const count = bucketCount(query);
    if (count > ANALYTICS_LIMITS.maxBuckets) {
      ctx.issues.push({
        code: "custom",
        path: ["to"],
        message: `The range from ${query.from.toISOString()} to ${query.to.toISOString()} spans ${count} ${query.bucket} buckets; at most ${ANALYTICS_LIMITS.maxBuckets} are allowed (shorten the range or use bucket=day)`,
        input: ctx.value,
      });
    }
  });
}

/** Percent 0-100 with one decimal; null when no run in it finished as completed or failed. */
const SuccessRate = z.number().min(0).max(100).nullable();

export const RunsBucketSchema = z.object({
  bucketStart: z.string(),
  completed: z.number().int(),
  /** Failed and aborted runs (an aborted run counts as a failure, DESIGN.md section 5). */
  failed: z.number().int(),
  stopped: z.number().int(),
  /** Every run started in the bucket, the one still running included. */
  total: z.number().int(),
  successRate: SuccessRate,
});

export const StepDurationSchema = z.object({
  step: z.enum(STEP_NAMES),
  stepNumber: z.number().int().min(1).max(8),
  count: z.number().int(),
  /** Continuous percentiles (percentile_cont) of the completed timings, 2 decimals; null without any. */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
});

export const PagesBucketSchema = z.object({
  bucketStart: z.string(),
  pages: z.number().int(),
  /** Pages published from the start of the range up to the end of this bucket. */
  cumulative: z.number().int(),
});

export const AnalyticsTotalsSchema = z.object({
  runs: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  successRate: SuccessRate,
  pagesPublished: z.number().int(),
  /** Mean execution time of the completed, failed and aborted runs (as the dashboard's metric), rounded; null without any. */
  averageExecutionMs: z.number().int().nullable(),
});

/** Every figure is about the runs (and step timings) that started in [from, to). */
export const AutomationAnalyticsSchema = z.object({
  bucket: z.enum(ANALYTICS_BUCKETS),
  from: z.string(),
  to: z.string(),
  runs: z.array(RunsBucketSchema),
  stepDurations: z.array(StepDurationSchema),
  pagesPublished: z.array(PagesBucketSchema),
  totals: AnalyticsTotalsSchema,
});
export type AutomationAnalytics = z.infer<typeof AutomationAnalyticsSchema>;
