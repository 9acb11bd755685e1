import type { LandingPage, PublicLandingPage } from "@movebreak/shared/contracts/landing-pages";
import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import type { Database } from "../db/schema";
import type { LandingPagesTable } from "../db/tables/landing-pages";
import { sanitizeHtml } from "../lib/sanitize-html";
import type { PreparedPage } from "./page-content";

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Selectable<LandingPagesTable>;

export class SlugTakenError extends Error {}

const UNIQUE_VIOLATION = "23505";

function toPage(row: Row): LandingPage {
  const { html: _html, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

export function toPublicPage(row: Row, related: PublicLandingPage["related"] = []): PublicLandingPage {
  return {
    slug: row.slug,
    type: row.type,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    seoKeywords: row.seoKeywords,
    canonicalUrl: row.canonicalUrl,
    ogTitle: row.ogTitle,
    ogDescription: row.ogDescription,
    heroImageUrl: row.heroImageUrl,
    heroHeadline: row.heroHeadline,
    heroSubheadline: row.heroSubheadline,
    // Sanitised when saved, and again when served.
    html: sanitizeHtml(row.html),
    pinterestPosterImg: row.pinterestPosterImg,
    painPoint: row.painPoint,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    related,
    indexable: row.indexable,
  };
}

/** The brand suffix of an SEO title, left out where the title is a link on the site itself. */
const BRAND_SUFFIX = / \| [^|]+$/;

/**
 * The other pages on the same pain point, the shortest address first (the hub, "neck-pain-relief", before
 * "neck-pain-relief-at-the-office"), each titled by its SEO title without the brand.
 */
export async function listRelatedPages(
  db: Executor,
  painPoint: string,
  slug: string,
): Promise<PublicLandingPage["related"]> {
  const rows = await db
    .selectFrom("landingPages")
    .select(["slug", "seoTitle"])
    .where("painPoint", "=", painPoint)
    .where("slug", "!=", slug)
    .orderBy(sql`length(slug)`)
    .orderBy("slug")
    .limit(MAX_RELATED)
    .execute();
  return rows.map((row) => ({ slug: row.slug, title: row.seoTitle.replace(BRAND_SUFFIX, "") }));
}

/** The published pages of the given topics, by slug: which exist, what they say and when they last changed. */
export async function topicPages(
  db: Executor,
  topics: readonly { slug: string }[],
): Promise<Map<string, { id: number; slug: string; markdown: string; updatedAt: Date }>> {
  if (topics.length === 0) return new Map();
  const rows = await db
    .selectFrom("landingPages")
    .select(["id", "slug", "markdown", "updatedAt"])
    .where(
      "slug",
      "in",
      topics.map((topic) => topic.slug),
    )
    .execute();
  return new Map(rows.map((row) => [row.slug, row]));
}

/** Enough for a pain point's hub and its places, with room for older pages. */
const MAX_RELATED = 12;

/** The slugs of the other pages on a pain point, whose lists of related pages a new page changes. */
export async function relatedSlugs(db: Executor, painPoint: string, slug: string): Promise<string[]> {
  return (await listRelatedPages(db, painPoint, slug)).map((page) => page.slug);
}

export async function isSlugTaken(db: Executor, slug: string): Promise<boolean> {
  return (await db.selectFrom("landingPages").select("id").where("slug", "=", slug).executeTakeFirst()) !== undefined;
}

/** Stores a page whose Markdown and HTML were prepared (page-content.ts: sanitised, rendered in the pool). */
export async function createPage(db: Executor, page: PreparedPage, now: Date): Promise<{ id: number; slug: string }> {
  try {
    return await db
      .insertInto("landingPages")
      .values({ ...page, createdAt: now, updatedAt: now })
      .returning(["id", "slug"])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new SlugTakenError(page.slug);
    throw error;
  }
}

/** Updates every field but the slug (a published address never moves). */
export async function updatePage(
  db: Executor,
  id: number,
  page: PreparedPage,
  now: Date,
): Promise<{ id: number; slug: string } | undefined> {
  const { slug: _slug, ...columns } = page;
  return db
    .updateTable("landingPages")
    .set({ ...columns, updatedAt: now })
    .where("id", "=", id)
    .returning(["id", "slug"])
    .executeTakeFirst();
}

export async function findPage(db: Executor, id: number): Promise<LandingPage | undefined> {
  const row = await db.selectFrom("landingPages").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPage(row);
}

export async function findPageRowBySlug(db: Executor, slug: string): Promise<Row | undefined> {
  return db.selectFrom("landingPages").selectAll().where("slug", "=", slug).executeTakeFirst();
}

export async function listPages(db: Executor, type?: string): Promise<LandingPage[]> {
  let query = db.selectFrom("landingPages").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc");
  if (type) query = query.where("type", "=", type);
  return (await query.execute()).map(toPage);
}

export async function listTypes(db: Executor): Promise<string[]> {
  const rows = await db.selectFrom("landingPages").select("type").distinct().orderBy("type").execute();
  const types = rows.map((row) => row.type);
  return types.includes("landing_page") ? types : ["landing_page", ...types];
}

export async function allSlugs(db: Executor): Promise<Set<string>> {
  return new Set((await db.selectFrom("landingPages").select("slug").execute()).map((row) => row.slug));
}

export async function setSocialContent(
  db: Executor,
  id: number,
  socialCaption: string,
  pinterestPosterImg: string,
  now: Date,
) {
  await db
    .updateTable("landingPages")
    .set({ socialCaption, pinterestPosterImg, updatedAt: now })
    .where("id", "=", id)
    .execute();
}

/** Counts one view per visitor per page per hour; returns whether this one counted. */
// Images travel as base64 text, decoded and encoded by the database: PGlite converts a bytea parameter
// byte by byte on the main thread (a 300 KB poster took 100-150 ms to store and 30 ms to read, against
// 7-15 ms and 5-10 ms as base64), and PostgreSQL pays almost nothing for it.
export async function saveMedia(db: Executor, key: string, contentType: string, bytes: Buffer): Promise<void> {
  await db
    .insertInto("pageMedia")
    .values({ key, contentType, bytes: sql<Buffer>`decode(${bytes.toString("base64")}, 'base64')` })
    .onConflict((oc) =>
      oc
        .column("key")
        .doUpdateSet((eb) => ({ contentType: eb.ref("excluded.contentType"), bytes: eb.ref("excluded.bytes") })),
    )
    .execute();
}

export async function findMedia(
  db: Executor,
  key: string,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const row = await db
    .selectFrom("pageMedia")
    .select(["contentType", sql<string>`encode(bytes, 'base64')`.as("base64")])
    .where("key", "=", key)
    .executeTakeFirst();
  return row && { contentType: row.contentType, bytes: Buffer.from(row.base64, "base64") };
}

/** How long step 1 passes over a topic whose drafts failed the editor gate. */
export const SET_ASIDE_DAYS = 30;

/** Records that a topic's drafts failed the editor gate (again: the newest reason and time win). */
export async function setTopicAside(db: Executor, slug: string, reason: string, now: Date): Promise<void> {
  await db
    .insertInto("topicSetAsides")
    .values({ slug, reason: reason.slice(0, 2000), setAsideAt: now })
    .onConflict((oc) => oc.column("slug").doUpdateSet({ reason: reason.slice(0, 2000), setAsideAt: now }))
    .execute();
}

/** The topics set aside in the last SET_ASIDE_DAYS days. */
export async function setAsideSlugs(db: Executor, now: Date): Promise<Set<string>> {
  const since = new Date(now.getTime() - SET_ASIDE_DAYS * 86_400_000);
  const rows = await db.selectFrom("topicSetAsides").select("slug").where("setAsideAt", ">=", since).execute();
  return new Set(rows.map((row) => row.slug));
}
