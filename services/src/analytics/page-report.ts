import {
  PAGE_ANALYTICS_LIMITS,
  type PageAnalyticsQuery,
  type PageAnalyticsReport,
  type PageAnalyticsRow,
} from "@movebreak/shared/contracts/page-analytics";
import { addDays, daysIn } from "@movebreak/shared/utc-day";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { reportRange } from "../http/report-range";
import { type PageSum, sumPeriods } from "./page-analytics-repo";

const rate = (views: number, ctaClicks: number) => (views > 0 ? ctaClicks / views : 0);
const withRate = (sum: PageSum): PageAnalyticsRow => ({ ...sum, ctaRate: rate(sum.views, sum.ctaClicks) });
const ZERO = { views: 0, ctaClicks: 0, unverifiedViews: 0, unverifiedCtaClicks: 0 };

/** One period's rows and totals: by day every day of it (zeros included, oldest first), else most views first. */
function period(sums: PageSum[], from: string, to: string, groupBy: PageAnalyticsQuery["groupBy"]) {
  let rows: PageAnalyticsRow[];
  if (groupBy === "day") {
    const byDay = new Map(sums.map((sum) => [sum.key, sum]));
    rows = Array.from({ length: daysIn(from, to) }, (_, index) => {
      const day = addDays(from, index);
      return withRate(byDay.get(day) ?? { key: day, ...ZERO });
    });
  } else {
    rows = sums
      .map(withRate)
      .sort((a, b) => b.views - a.views || b.ctaClicks - a.ctaClicks || a.key.localeCompare(b.key));
  }
  const totals = sums.reduce(
    (sum, row) => ({
      views: sum.views + row.views,
      ctaClicks: sum.ctaClicks + row.ctaClicks,
      unverifiedViews: sum.unverifiedViews + row.unverifiedViews,
      unverifiedCtaClicks: sum.unverifiedCtaClicks + row.unverifiedCtaClicks,
    }),
    ZERO,
  );
  return { from, to, totals: { ...totals, ctaRate: rate(totals.views, totals.ctaClicks) }, rows };
}

/**
 * Page views and store clicks of [from, to] (UTC days, both included) grouped by `groupBy`, and the same
 * for the period of as many days just before `from`, to compare with (one query for both). Without `to` the
 * range ends today; without `from` it is the 30 days up to `to`. With `series`, each row also carries its
 * figures over the range, at most `maxSeriesPoints` points (a point sums several days past that many days).
 */
export async function readPageAnalytics(
  db: Kysely<Database>,
  query: PageAnalyticsQuery,
  now: Date,
): Promise<PageAnalyticsReport> {
  const { from, to, length } = reportRange(query, now, PAGE_ANALYTICS_LIMITS);
  // A series is asked for a sparkline per row: by day, it would repeat the rows themselves.
  const seriesDays =
    query.series && query.groupBy !== "day" ? Math.ceil(length / PAGE_ANALYTICS_LIMITS.maxSeriesPoints) : undefined;
  const previousFrom = addDays(from, -length);
  const sums = await sumPeriods(db, { previousFrom, from, to, groupBy: query.groupBy, seriesDays });
  const current = period(sums.current, from, to, query.groupBy);
  const previous = period(sums.previous, previousFrom, addDays(from, -1), query.groupBy);
  if (seriesDays === undefined) return { ...current, groupBy: query.groupBy, previous };
  const rows = current.rows.map((row) => ({ ...row, series: sums.series.get(row.key) }));
  return { ...current, rows, groupBy: query.groupBy, previous, seriesDays };
}
