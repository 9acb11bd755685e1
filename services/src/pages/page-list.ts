import {
  encodePageCursor,
  LANDING_PAGE_TOPICS,
  type LandingPageListQuery,
  type LandingPageListResponse,
  type LandingPageTopic,
  TOPIC_PHRASES,
  type TopicCounts,
} from "@movebreak/shared/contracts/landing-pages";
import { type Kysely, type RawBuilder, sql, type Transaction } from "kysely";
import { likeLiteral } from "../db/like-pattern";
import type { Database } from "../db/schema";

type Executor = Kysely<Database> | Transaction<Database>;

/** A LIKE pattern matching `text` literally anywhere: its %, _ and \ are escaped (with \, see titleContains). */
export function containsPattern(text: string): string {
  return `%${likeLiteral(text)}%`;
}

/** The SEO title contains `text`, in any case. */
function titleContains(text: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref("seoTitle")} ilike ${containsPattern(text)} escape '\\'`;
}

/**
 * A page's topic, in SQL: the first phrase its SEO title names, else Other (TOPIC_PHRASES).
 * The phrases are the app's own constants, written as literals so the planner sees them.
 */
function topicOf(): RawBuilder<LandingPageTopic> {
  const cases = TOPIC_PHRASES.map(
    ({ topic, phrase }) => sql`when ${sql.ref("seoTitle")} ilike ${sql.lit(`%${phrase}%`)} then ${sql.lit(topic)}`,
  );
  return sql<LandingPageTopic>`(case ${sql.join(cases, sql` `)} else ${sql.lit("Other")} end)`;
}

/**
 * One page of the admin list, newest first (created date, then id): the rows after the cursor,
 * the next cursor, and the counts over every matching page, grouped in SQL. Rows carry the
 * list's columns only, never the Markdown or HTML.
 */
export async function listPageSummaries(db: Executor, query: LandingPageListQuery): Promise<LandingPageListResponse> {
  const { limit, cursor, q, type } = query;
  const matching = db.selectFrom("landingPages").$if(Boolean(q), (qb) => qb.where(titleContains(q ?? "")));

  // Two statements, side by side on PostgreSQL (PGlite runs them one after the other).
  const [rows, grouped] = await Promise.all([
    matching
      .select([
        "id",
        "slug",
        "type",
        "seoTitle",
        "createdAt",
        "pageViews",
        "pinterestPosterImg",
        "socialCaption",
        "indexable",
        // The cursor keeps the time as stored, to the microsecond: a JavaScript Date would round it
        // to the millisecond and the next page could repeat or skip a row.
        sql<string>`to_char(${sql.ref("createdAt")} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as(
          "cursorAt",
        ),
      ])
      .$if(type !== undefined, (qb) => qb.where(sql<boolean>`${topicOf()} = ${type}`))
      .$if(cursor !== undefined, (qb) =>
        qb.where(
          sql<boolean>`(${sql.ref("createdAt")}, ${sql.ref("id")}) < (${cursor?.createdAt}::timestamptz, ${cursor?.id}::integer)`,
        ),
      )
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      // One more than asked for: whether it comes back says whether there is a next page.
      .limit(limit + 1)
      .execute(),
    matching
      .select([
        topicOf().as("topic"),
        (eb) => eb.fn.countAll<number>().as("count"),
        sql<number>`count(*) filter (where not ${sql.ref("indexable")})`.as("review"),
      ])
      .groupBy(sql`1`)
      .execute(),
  ]);
  const topicCounts = Object.fromEntries(LANDING_PAGE_TOPICS.map((topic) => [topic, 0])) as TopicCounts;
  let reviewTotal = 0;
  for (const { topic, count, review } of grouped) {
    topicCounts[topic] = Number(count);
    if (!type || type === topic) reviewTotal += Number(review);
  }
  const total = type ? topicCounts[type] : LANDING_PAGE_TOPICS.reduce((sum, topic) => sum + topicCounts[topic], 0);

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    pages: page.map(({ cursorAt: _cursorAt, createdAt, ...row }) => ({ ...row, createdAt: createdAt.toISOString() })),
    count: page.length,
    total,
    nextCursor: rows.length > limit && last ? encodePageCursor({ createdAt: last.cursorAt, id: last.id }) : null,
    topicCounts,
    reviewTotal,
  };
}
