import { z } from "zod";
import { daysIn } from "../utc-day";
import { isoDay } from "./common";

/**
 * First-party page analytics (issue 35): views and store clicks per public page per UTC day, counted by the
 * server from a beacon the page sends. No cookie, no address kept; Do Not Track and Global Privacy Control
 * are honoured (nothing counted).
 */

/**
 * What a page sends, as text/plain JSON: e the event (a view of the page, a click on a store link), p its path,
 * t the page-load token its server render carried (`<meta name="page-load">`). A beacon without a token that
 * checks is still taken, and counted apart as unverified: a page cached from before tokens, or kept open past the
 * token's life, is a reader all the same.
 */
export const PageBeaconSchema = z.object({
  e: z.enum(["view", "cta"], { error: 'e must be "view" or "cta"' }),
  p: z
    .string({ error: "p must be the page's path" })
    .min(1, "p must be the page's path")
    .max(300, "p must be at most 300 characters")
    .startsWith("/", "p must be a path starting with /"),
  t: z.string({ error: "t must be the page's token" }).max(100, "t must be at most 100 characters").optional(),
});

/** How the rows of a report are keyed. */
export const PAGE_ANALYTICS_GROUPS = ["page", "topic", "audience", "context", "method", "day"] as const;
export type PageAnalyticsGroup = (typeof PAGE_ANALYTICS_GROUPS)[number];

/** The key of a page that is not a landing page, when grouped by a landing page's topic, audience, context or method. */
export const NOT_A_LANDING_PAGE = "(not a landing page)";

export const PAGE_ANALYTICS_LIMITS = {
  /** The longest range one query reads (days, both ends included). */
  maxDays: 366,
  /** A row's series has at most this many points: by day up to this many days, else each point sums several days. */
  maxSeriesPoints: 92,
  /** Without from, the range is this many days, the last one holding `to` (default: today). */
  defaultDays: 30,
} as const;

const DAY = isoDay("must be a UTC day such as 2026-11-01");

/** GET /api/admin/analytics/pages?from=YYYY-MM-DD&to=YYYY-MM-DD&groupBy=page (UTC days, both included). */
export const PageAnalyticsQuerySchema = z
  .object({
    from: DAY.optional(),
    to: DAY.optional(),
    groupBy: z
      .enum(PAGE_ANALYTICS_GROUPS, { error: `groupBy must be one of ${PAGE_ANALYTICS_GROUPS.join(", ")}` })
      .default("page"),
    /** Also each row's views and clicks over the range (`series`), for a sparkline; not by day. */
    series: z
      .enum(["true", "false"], { error: "series must be true or false" })
      .optional()
      .transform((value) => value === "true"),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "from must not be after to",
    path: ["from"],
  })
  .refine((query) => !query.from || !query.to || daysIn(query.from, query.to) <= PAGE_ANALYTICS_LIMITS.maxDays, {
    message: `The range may span at most ${PAGE_ANALYTICS_LIMITS.maxDays} days`,
    path: ["to"],
  });
export type PageAnalyticsQuery = z.infer<typeof PageAnalyticsQuerySchema>;

const figures = {
  views: z.int().nonnegative(),
  ctaClicks: z.int().nonnegative(),
  /** ctaClicks / views, 0 when there was no view. */
  ctaRate: z.number().min(0),
  /**
   * Beacons without a page-load token that checks (docs/analytics.md): made by hand, or from a page loaded
   * before tokens or too long ago. Counted apart, never in views, ctaClicks or ctaRate.
   */
  unverifiedViews: z.int().nonnegative(),
  unverifiedCtaClicks: z.int().nonnegative(),
};

/**
 * A row's figures over the range, oldest first: one point per `seriesDays` days from `from` (the last point
 * may hold fewer days), so a row carries at most `maxSeriesPoints` of each.
 */
export const PageAnalyticsSeriesSchema = z.object({
  views: z.array(z.int().nonnegative()),
  ctaClicks: z.array(z.int().nonnegative()),
});

export const PageAnalyticsRowSchema = z.object({
  /** The page's path, the landing page's topic, audience, context or method, or the day (YYYY-MM-DD). */
  key: z.string(),
  ...figures,
  /** With `series=true` (not by day), on the rows of the range itself (not `previous`). */
  series: PageAnalyticsSeriesSchema.optional(),
});
export const PageAnalyticsTotalsSchema = z.object(figures);

const period = {
  from: z.iso.date(),
  to: z.iso.date(),
  totals: PageAnalyticsTotalsSchema,
  /** Most views first (then the key); by day: every day of the range, oldest first, zeros included. */
  rows: z.array(PageAnalyticsRowSchema),
};

export const PageAnalyticsReportSchema = z.object({
  ...period,
  groupBy: z.enum(PAGE_ANALYTICS_GROUPS),
  /** The same number of days just before `from`, keyed the same way, to compare with. */
  previous: z.object(period),
  /** With `series=true` (not by day): how many days each point of a row's series sums (1: by day). */
  seriesDays: z.int().positive().optional(),
});
export type PageAnalyticsRow = z.infer<typeof PageAnalyticsRowSchema>;
export type PageAnalyticsReport = z.infer<typeof PageAnalyticsReportSchema>;
