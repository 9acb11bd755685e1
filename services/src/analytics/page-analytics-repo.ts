import { NOT_A_LANDING_PAGE, type PageAnalyticsGroup } from "@movebreak/shared/contracts/page-analytics";
import { hrefOf } from "@movebreak/shared/public-routes";
import { addDays, daysIn } from "@movebreak/shared/utc-day";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../db/schema";

/**
 * One reader's hit waiting to be written: a page's view or store click on one day, whether its page-load token
 * checked, and the reader (a keyed hash of address and day, the same on every instance).
 */
export interface PageCountRow {
  day: string;
  path: string;
  event: "view" | "cta";
  verified: boolean;
  reader: string;
  count: number;
}

/** How many days of readers are kept: today's and yesterday's (a batch may still be writing yesterday's). */
const READER_DAYS_KEPT = 2;

/**
 * Adds a batch of hits, counting each (day, page, event, reader) once across the fleet: the readers are inserted
 * with ON CONFLICT DO NOTHING and only the rows inserted count (another instance may have counted the same reader
 * already), then one INSERT ... ON CONFLICT DO UPDATE adds them to the page's row of the day, in one transaction
 * (a failed batch is written again whole). Verified hits go to views and cta_clicks, the others to the unverified
 * figures.
 */
export async function addPageCounts(db: Kysely<Database>, rows: PageCountRow[]): Promise<void> {
  const readers = new Map<string, PageCountRow>();
  for (const row of rows) {
    const key = `${row.day}|${row.path}|${row.event}|${row.reader}`;
    // A reader verified on one instance and not on another, in the same batch: the verified hit wins.
    if (!readers.get(key)?.verified) readers.set(key, row);
  }
  if (readers.size === 0) return;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("pageReaders")
      .values([...readers.values()].map(({ day, path, event, reader }) => ({ day, path, event, reader })))
      .onConflict((conflict) => conflict.doNothing())
      .returning(["path", "event", "reader", sql<string>`day::text`.as("day")])
      .execute();
    const byPage = new Map<
      string,
      {
        day: string;
        path: string;
        views: number;
        ctaClicks: number;
        unverifiedViews: number;
        unverifiedCtaClicks: number;
      }
    >();
    for (const { day, path, event, reader } of inserted) {
      const hit = readers.get(`${day}|${path}|${event}|${reader}`);
      const key = `${day}|${path}`;
      const page = byPage.get(key) ?? { day, path, views: 0, ctaClicks: 0, unverifiedViews: 0, unverifiedCtaClicks: 0 };
      if (event === "view") page[hit?.verified ? "views" : "unverifiedViews"] += 1;
      else page[hit?.verified ? "ctaClicks" : "unverifiedCtaClicks"] += 1;
      byPage.set(key, page);
    }
    if (byPage.size === 0) return;
    await trx
      .insertInto("pageAnalytics")
      .values([...byPage.values()])
      .onConflict((conflict) =>
        conflict.columns(["day", "path"]).doUpdateSet({
          views: (eb) => eb("pageAnalytics.views", "+", eb.ref("excluded.views")),
          ctaClicks: (eb) => eb("pageAnalytics.ctaClicks", "+", eb.ref("excluded.ctaClicks")),
          unverifiedViews: (eb) => eb("pageAnalytics.unverifiedViews", "+", eb.ref("excluded.unverifiedViews")),
          unverifiedCtaClicks: (eb) =>
            eb("pageAnalytics.unverifiedCtaClicks", "+", eb.ref("excluded.unverifiedCtaClicks")),
        }),
      )
      .execute();
  });
}

/**
 * Deletes the readers of days before yesterday (`today` is YYYY-MM-DD), and those days' salts: the tables hold
 * two days at most, and a reader deleted can no longer be matched to an address.
 */
export async function prunePageReaders(db: Kysely<Database>, today: string): Promise<void> {
  const before = addDays(today, 1 - READER_DAYS_KEPT);
  await db.deleteFrom("pageReaders").where("day", "<", before).execute();
  await db.deleteFrom("pageReaderSalts").where("day", "<", before).execute();
}

/** A landing page's path is its address, '/pages/' followed by its slug (the table's rows join on it). */
const LANDING_PREFIX = hrefOf("landingPage", { slug: "-" }).slice(0, -1);

/**
 * The key of a row for each grouping: a landing page's topic (its pain point), audience (demographic), context
 * and how it was written (its stored model version: "manual", "template-v1", or an LLM's name). A row of any
 * other page has the same key for all four.
 */
const KEYS: Record<PageAnalyticsGroup, RawBuilder<string>> = {
  page: sql`pa.path`,
  day: sql`pa.day::text`,
  topic: sql`coalesce(lp.pain_point, ${NOT_A_LANDING_PAGE})`,
  audience: sql`coalesce(lp.demographic, ${NOT_A_LANDING_PAGE})`,
  context: sql`coalesce(lp.context, ${NOT_A_LANDING_PAGE})`,
  method: sql`case when lp.id is null then ${NOT_A_LANDING_PAGE}
    when lp.ai_model_version = 'manual' then 'manual'
    when lp.ai_model_version like 'template%' then 'template'
    else 'llm' end`,
};

export interface PageSum {
  key: string;
  views: number;
  ctaClicks: number;
  unverifiedViews: number;
  unverifiedCtaClicks: number;
}

/** A key's sums in one part of the range: the previous period, the whole range, or one point of its series. */
interface BucketSum extends PageSum {
  /** -2: the previous period; -1: the range (no series asked); 0, 1, ...: the point of the range's series. */
  bucket: number;
}

export interface PeriodSums {
  current: PageSum[];
  previous: PageSum[];
  /** Each current key's points (when `seriesDays` was given), zeros included. */
  series: Map<string, { views: number[]; ctaClicks: number[] }>;
}

/**
 * Sums of [from, to] and of [previousFrom, from) (UTC days, both included) by `groupBy`, in one query: the rows
 * it returns are bounded by the keys times 2, or with a series (`seriesDays` days per point) by the keys times
 * the points plus one. A landing page deleted since is no longer joinable: its rows group as not a landing page
 * (by page and day they keep their path).
 */
export async function sumPeriods(
  db: Kysely<Database>,
  range: { previousFrom: string; from: string; to: string; groupBy: PageAnalyticsGroup; seriesDays?: number },
): Promise<PeriodSums> {
  const { previousFrom, from, to, groupBy, seriesDays } = range;
  const key = KEYS[groupBy];
  const bucket = seriesDays
    ? sql`case when pa.day < ${from}::date then -2 else (pa.day - ${from}::date) / ${seriesDays}::int end`
    : sql`case when pa.day < ${from}::date then -2 else -1 end`;
  const result = await sql<BucketSum>`
    select ${key} as key, ${bucket} as bucket,
      sum(pa.views)::int as views, sum(pa.cta_clicks)::int as cta_clicks,
      sum(pa.unverified_views)::int as unverified_views, sum(pa.unverified_cta_clicks)::int as unverified_cta_clicks
    from page_analytics pa
    left join landing_pages lp on pa.path = ${LANDING_PREFIX} || lp.slug
    where pa.day >= ${previousFrom} and pa.day <= ${to}
    group by 1, 2`.execute(db);
  const previous = new Map<string, PageSum>();
  const current = new Map<string, PageSum>();
  const series: PeriodSums["series"] = new Map();
  const points = seriesDays ? Math.ceil(daysIn(from, to) / seriesDays) : 0;
  for (const row of result.rows) {
    const into = row.bucket === -2 ? previous : current;
    const sum = into.get(row.key) ?? {
      key: row.key,
      views: 0,
      ctaClicks: 0,
      unverifiedViews: 0,
      unverifiedCtaClicks: 0,
    };
    sum.views += row.views;
    sum.ctaClicks += row.ctaClicks;
    sum.unverifiedViews += row.unverifiedViews;
    sum.unverifiedCtaClicks += row.unverifiedCtaClicks;
    into.set(row.key, sum);
    if (row.bucket >= 0) {
      const line = series.get(row.key) ?? {
        views: new Array<number>(points).fill(0),
        ctaClicks: new Array<number>(points).fill(0),
      };
      line.views[row.bucket] = row.views;
      line.ctaClicks[row.bucket] = row.ctaClicks;
      series.set(row.key, line);
    }
  }
  return { current: [...current.values()], previous: [...previous.values()], series };
}

/** A pain point for an audience, as landing pages store them, with its pages and what they earned. */
export interface TopicResult {
  painPoint: string;
  demographic: string;
  pages: number;
  views: number;
  ctaClicks: number;
}

/**
 * Every pain point x audience of the landing pages, with their number of pages and those pages' views and store
 * clicks since `since` (a UTC day): what step 1 learns from (issue 35). One grouped query.
 */
export async function topicResults(db: Kysely<Database>, since: string): Promise<TopicResult[]> {
  const result = await sql<TopicResult>`
    select lp.pain_point as pain_point, lp.demographic as demographic, count(*)::int as pages,
      coalesce(sum(s.views), 0)::int as views, coalesce(sum(s.cta_clicks), 0)::int as cta_clicks
    from landing_pages lp
    left join (
      select path, sum(views) as views, sum(cta_clicks) as cta_clicks
      from page_analytics where day >= ${since} group by path
    ) s on s.path = ${LANDING_PREFIX} || lp.slug
    group by 1, 2`.execute(db);
  return result.rows;
}
