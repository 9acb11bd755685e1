import { STEP_NAMES } from "@movebreak/shared/automation";
import type { AnalyticsQuery, AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";

type Db = Kysely<Database>;

/**
 * The analysts' charts over the runs started in [from, to), bucketed by UTC
 * hour or day in SQL. Every run belongs to the bucket it started in, in every
 * chart, so pages never outnumber completed runs in a bucket and the totals
 * are the sums of the buckets.
 */
export async function readAnalytics(db: Db, query: AnalyticsQuery): Promise<AutomationAnalytics> {
  // Both statements see one snapshot, so the totals agree with the buckets while runs go on.
  const [buckets, steps] = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => [await readBuckets(trx, query), await readStepDurations(trx, query)] as const);

  const totals = buckets.reduce(
    (sum, row) => ({
      runs: sum.runs + row.total,
      completed: sum.completed + row.completed,
      failed: sum.failed + row.failed,
      pages: sum.pages + row.pages,
      executionMs: sum.executionMs + row.executionMs,
      finished: sum.finished + row.finished,
    }),
    { runs: 0, completed: 0, failed: 0, pages: 0, executionMs: 0, finished: 0 },
  );

  return {
    bucket: query.bucket,
    from: query.from.toISOString(),
    to: query.to.toISOString(),
    runs: buckets.map((row) => ({
      bucketStart: row.bucketStart,
      completed: row.completed,
      failed: row.failed,
      stopped: row.stopped,
      total: row.total,
      successRate: successRate(row.completed, row.failed),
    })),
    stepDurations: steps,
    pagesPublished: buckets.map((row) => ({
      bucketStart: row.bucketStart,
      pages: row.pages,
      cumulative: row.cumulative,
    })),
    totals: {
      runs: totals.runs,
      completed: totals.completed,
      failed: totals.failed,
      successRate: successRate(totals.completed, totals.failed),
      pagesPublished: totals.pages,
      averageExecutionMs: totals.finished === 0 ? null : Math.round(totals.executionMs / totals.finished),
    },
  };
}

interface BucketRow {
  bucketStart: string;
  completed: number;
  failed: number;
  stopped: number;
  total: number;
  pages: number;
  cumulative: number;
  /** Sum and count of the execution times behind the dashboard's average (completed, failed, aborted). */
  executionMs: number;
  finished: number;
}

/**
 * One row per bucket, empty ones included: generate_series lays out the
 * buckets, the runs of the range (one scan of automation_runs_started_at_idx)
 * are counted per date_trunc bucket and left-joined onto them. The arithmetic
 * is done on UTC wall-clock timestamps, so the session time zone never moves a
 * bucket and a day is always 24 hours.
 */
async function readBuckets(db: Db, { bucket, from, to }: AnalyticsQuery): Promise<BucketRow[]> {
  const fromAt = sql`${from.toISOString()}::timestamptz`;
  const toAt = sql`${to.toISOString()}::timestamptz`;
  const unit = sql.lit(bucket);
  const { rows } = await sql<Omit<BucketRow, "bucketStart"> & { bucketStart: Date }>`
    with buckets as (
      select b as bucket
      from generate_series(
        date_trunc(${unit}, ${fromAt} at time zone 'UTC'),
        ${toAt} at time zone 'UTC',
        ${sql.lit(`1 ${bucket}`)}::interval
      ) as b
      where b < ${toAt} at time zone 'UTC'
    ),
    counted as (
      select
        date_trunc(${unit}, started_at at time zone 'UTC') as bucket,
        count(*) filter (where outcome = 'completed') as completed,
        count(*) filter (where outcome in ('failed', 'aborted')) as failed,
        count(*) filter (where outcome = 'stopped') as stopped,
        count(*) as total,
        count(*) filter (where outcome = 'completed' and landing_page_id is not null) as pages,
        coalesce(sum(execution_ms) filter (where outcome in ('completed', 'failed', 'aborted')), 0) as execution_ms,
        count(*) filter (where outcome in ('completed', 'failed', 'aborted')) as finished
      from automation_runs
      where started_at >= ${fromAt} and started_at < ${toAt}
      group by 1
    )
    select
      buckets.bucket at time zone 'UTC' as bucket_start,
      coalesce(c.completed, 0)::int as completed,
      coalesce(c.failed, 0)::int as failed,
      coalesce(c.stopped, 0)::int as stopped,
      coalesce(c.total, 0)::int as total,
      coalesce(c.pages, 0)::int as pages,
      (sum(coalesce(c.pages, 0)) over (order by buckets.bucket))::int as cumulative,
      coalesce(c.execution_ms, 0)::float8 as execution_ms,
      coalesce(c.finished, 0)::int as finished
    from buckets
    left join counted c on c.bucket = buckets.bucket
    order by buckets.bucket
  `.execute(db);
  return rows.map((row) => ({ ...row, bucketStart: new Date(row.bucketStart).toISOString() }));
}

/**
 * p50/p95 of the completed step timings that started in the range, for all 8
 * steps in order (a step without timings has count 0 and null percentiles).
 */
async function readStepDurations(db: Db, { from, to }: AnalyticsQuery): Promise<AutomationAnalytics["stepDurations"]> {
  const { rows } = await sql<{ stepNumber: number; count: number; p50Ms: number | null; p95Ms: number | null }>`
    with timings as (
      select
        step_number,
        count(duration_ms)::int as count,
        round((percentile_cont(0.5) within group (order by duration_ms))::numeric, 2)::float8 as p50_ms,
        round((percentile_cont(0.95) within group (order by duration_ms))::numeric, 2)::float8 as p95_ms
      from automation_step_timings
      where outcome = 'completed'
        and started_at >= ${from.toISOString()}::timestamptz
        and started_at < ${to.toISOString()}::timestamptz
      group by step_number
    )
    select s.step_number, coalesce(t.count, 0) as count, t.p50_ms, t.p95_ms
    from generate_series(1, ${sql.lit(STEP_NAMES.length)}) as s(step_number)
    left join timings t on t.step_number = s.step_number
    order by s.step_number
  `.execute(db);
  return rows.map((row) => ({
    step: STEP_NAMES[row.stepNumber - 1] as (typeof STEP_NAMES)[number],
    stepNumber: row.stepNumber,
    count: row.count,
    p50Ms: row.p50Ms,
    p95Ms: row.p95Ms,
  }));
}

/** Percent of the runs that reached a verdict (stopped and running ones have none), 1 decimal. */
function successRate(completed: number, failed: number): number | null {
  const finished = completed + failed;
  return finished === 0 ? null : Math.round((completed / finished) * 1000) / 10;
}
