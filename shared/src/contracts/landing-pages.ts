import { z } from "zod";
import { SLUG_PATTERN } from "../slug";
import { OptionalUrlSchema, text } from "./common";

const required = (message: string, max?: number, maxMessage?: string) => {
  const base = text({ error: message }).trim().min(1, message);
  return max ? base.max(max, maxMessage ?? `Must be at most ${max} characters`) : base;
};
const optional = (max: number | undefined, field: string) =>
  (max ? text().trim().max(max, `${field} must be at most ${max} characters`) : text().trim()).optional().default("");

export const LANDING_PAGE_MESSAGES = {
  slugRequired: "Slug is required",
  slugPattern: "Slug must contain only lowercase letters, numbers, and hyphens",
  slugTaken: "This slug is already taken. Please choose a different one.",
} as const;

/**
 * The landing page form of admin spec section 5, with its exact messages. The
 * manual form, the API and the workflow's quality check all use this schema.
 */
export const LandingPageFormSchema = z.object({
  slug: text({ error: LANDING_PAGE_MESSAGES.slugRequired })
    .trim()
    .min(1, LANDING_PAGE_MESSAGES.slugRequired)
    .max(200, "Slug must be at most 200 characters")
    .regex(SLUG_PATTERN, LANDING_PAGE_MESSAGES.slugPattern),
  type: text().trim().max(50, "Type must be at most 50 characters").optional().default("landing_page"),
  painPoint: required("Pain point is required", 100, "Pain point must be at most 100 characters"),
  context: required("Context is required", 100, "Context must be at most 100 characters"),
  demographic: required("Demographic is required", 100, "Demographic must be at most 100 characters"),
  modifier: optional(50, "Modifier"),
  timeFactor: optional(50, "Time factor"),
  primaryFeature: optional(50, "Primary feature"),
  seoTitle: required("SEO title is required", 60, "SEO title must be at most 60 characters"),
  seoDescription: required("SEO description is required", 160, "SEO description must be at most 160 characters"),
  seoKeywords: optional(undefined, "SEO keywords"),
  canonicalUrl: OptionalUrlSchema.optional().default(""),
  ogTitle: optional(60, "OG title"),
  ogDescription: optional(160, "OG description"),
  heroImageUrl: OptionalUrlSchema.optional().default(""),
  heroHeadline: required("Hero headline is required"),
  heroSubheadline: optional(undefined, "Hero subheadline"),
  markdown: text({ error: "Content is required" })
    .trim()
    .min(1, "Content is required")
    .max(200_000, "Content is too long"),
  variantGroup: optional(50, "Variant group"),
  variantName: optional(50, "Variant name"),
  pinterestPosterImg: OptionalUrlSchema.optional().default(""),
  socialCaption: optional(undefined, "Social caption"),
  aiModelVersion: text().trim().max(100).optional().default("manual"),
});
export type LandingPageForm = z.infer<typeof LandingPageFormSchema>;

/** A stored landing page as the admin reads it. */
export const LandingPageSchema = LandingPageFormSchema.extend({
  id: z.number().int(),
  pageViews: z.number().int(),
  /** In the sitemap and open to search engines; generated pages from the old topic matrix wait for review. */
  indexable: z.boolean().default(true),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

/** Another published page on the same pain point: a hub lists its place pages, and each place page its hub. */
export const RelatedPageSchema = z.object({ slug: z.string(), title: z.string() });

/** What the public page renders: the Markdown already turned into sanitised HTML on the server. */
export const PublicLandingPageSchema = z.object({
  slug: z.string(),
  type: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.string(),
  canonicalUrl: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  heroImageUrl: z.string(),
  heroHeadline: z.string(),
  heroSubheadline: z.string(),
  html: z.string(),
  pinterestPosterImg: z.string(),
  painPoint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The other pages on its pain point, the hub first (empty for a page on its own). */
  related: z.array(RelatedPageSchema).default([]),
  /** False: the page stays out of search (robots noindex) until an operator reviews it. */
  indexable: z.boolean().default(true),
});
export type PublicLandingPage = z.infer<typeof PublicLandingPageSchema>;

export const SlugParamSchema = z.object({ slug: text().trim().min(1).max(200) });
export const PageIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: "id must be a number" })
    .int()
    .positive("id must be a positive number")
    // Page ids are PostgreSQL integers: a larger number names no page, it is not a database error.
    .max(2_147_483_647, "id is out of range"),
});
export const ExportQuerySchema = z.object({
  type: text({ error: "Please select a page type to export." }).trim().min(1, "Please select a page type to export."),
});

/* The generation queue (admin spec sections 3 and 7). */

export const QueueStatusSchema = z.object({
  totalJobs: z.number().int(),
  pendingJobs: z.number().int(),
  processingJobs: z.number().int(),
  completedJobs: z.number().int(),
  failedJobs: z.number().int(),
  isProcessing: z.boolean(),
  currentJob: z.object({ id: z.string(), step: z.string().nullable(), startedAt: z.string().nullable() }).nullable(),
});
export type QueueStatus = z.infer<typeof QueueStatusSchema>;

export const GenerateResponseSchema = z.object({
  success: z.literal(true),
  jobId: z.string(),
  position: z.number().int(),
  queueStatus: QueueStatusSchema,
});

/*
 * The admin list of landing pages (admin spec sections 2 and 7, GET /api/admin/landing-pages):
 * one page of rows at a time, newest first, searched and counted on the server. The
 * rows carry only what the list shows and its row actions use, never the Markdown.
 */

/** The topics the list counts (admin spec: Back, Shoulder, Hip, Neck, Other). */
export const LANDING_PAGE_TOPICS = ["Back", "Shoulder", "Hip", "Neck", "Other"] as const;
export type LandingPageTopic = (typeof LANDING_PAGE_TOPICS)[number];

/**
 * A page's topic is the first of these phrases its SEO title names (case-insensitive), else
 * Other: a title naming two topics counts once, so the counts add up to the total.
 */
export const TOPIC_PHRASES: readonly { topic: Exclude<LandingPageTopic, "Other">; phrase: string }[] = [
  { topic: "Back", phrase: "back pain" },
  { topic: "Shoulder", phrase: "shoulder pain" },
  { topic: "Hip", phrase: "hip pain" },
  { topic: "Neck", phrase: "neck pain" },
];

export const LIST_LIMIT = { default: 50, max: 200 } as const;
export const INVALID_CURSOR = "Invalid cursor";

/**
 * Where a page of the list ends: the last row's creation time (UTC, to the microsecond, as
 * PostgreSQL keeps it) and id. The next page starts strictly after it in (createdAt, id) order.
 */
export interface PageCursor {
  createdAt: string;
  id: number;
}

const CURSOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const MAX_PAGE_ID = 2_147_483_647;

/** A real UTC time PostgreSQL can read (no 30 February, no year 0), so a bad cursor is a 400, not a 500. */
function isCursorTime(value: string): boolean {
  const parts = CURSOR_TIME.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  if (year < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second);
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** base64url without padding, of text whose characters are all below U+0100. */
function toBase64Url(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i += 3) {
    const n = (text.charCodeAt(i) << 16) | ((text.charCodeAt(i + 1) || 0) << 8) | (text.charCodeAt(i + 2) || 0);
    const chars = Math.min(text.length - i, 3) + 1;
    for (let k = 0; k < chars; k += 1) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded) || encoded.length % 4 === 1) return null;
  let out = "";
  for (let i = 0; i < encoded.length; i += 4) {
    const group = encoded.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k += 1) n = (n << 6) | (k < group.length ? BASE64URL.indexOf(group[k] ?? "") : 0);
    for (let k = 0; k < group.length - 1; k += 1) out += String.fromCharCode((n >> (16 - 8 * k)) & 255);
  }
  return out;
}

/** An opaque cursor: base64url of [createdAt, id]. Clients pass it back untouched. */
export function encodePageCursor(cursor: PageCursor): string {
  return toBase64Url(JSON.stringify([cursor.createdAt, cursor.id]));
}

/** The cursor, or null for anything encodePageCursor could not have made. */
export function decodePageCursor(encoded: string): PageCursor | null {
  const text = fromBase64Url(encoded);
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [createdAt, id] = value as unknown[];
  if (typeof createdAt !== "string" || !isCursorTime(createdAt)) return null;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > MAX_PAGE_ID) return null;
  const cursor = { createdAt, id };
  // One cursor, one spelling: anything else (padding bits, spaces in the JSON) was not made here.
  return encodePageCursor(cursor) === encoded ? cursor : null;
}

const LIMIT_RANGE = `limit must be between 1 and ${LIST_LIMIT.max}`;
const TOPIC_LIST = LANDING_PAGE_TOPICS.join(", ");

/** The query of GET /api/admin/landing-pages. */
export const LandingPageListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, LIMIT_RANGE)
    .max(LIST_LIMIT.max, LIMIT_RANGE)
    .default(LIST_LIMIT.default),
  // Any string (a NUL included) that decodePageCursor refuses is the same 400: "Invalid cursor".
  cursor: z
    .string({ error: INVALID_CURSOR })
    .max(512, INVALID_CURSOR)
    .transform((value, ctx) => {
      const cursor = decodePageCursor(value);
      if (cursor) return cursor;
      ctx.issues.push({ code: "custom", message: INVALID_CURSOR, input: value });
      return z.NEVER;
    })
    .optional(),
  /** A piece of the SEO title, any case; % and _ are plain characters. Empty means every page. */
  q: text({ error: "q must be text" }).trim().max(200, "q must be at most 200 characters").optional(),
  /** One topic of the counts (any case). */
  type: text({ error: `type must be one of ${TOPIC_LIST}` })
    .trim()
    .transform((value, ctx) => {
      const topic = LANDING_PAGE_TOPICS.find((name) => name.toLowerCase() === value.toLowerCase());
      if (topic) return topic;
      ctx.issues.push({ code: "custom", message: `type must be one of ${TOPIC_LIST}`, input: value });
      return z.NEVER;
    })
    .optional(),
});
export type LandingPageListQuery = z.infer<typeof LandingPageListQuerySchema>;
/** What a client sends: the cursor as it was given, before the schema decodes it. */
export type LandingPageListParams = z.input<typeof LandingPageListQuerySchema>;

/** One row of the list: its columns and what its actions need (the poster to download, the caption to copy). */
export const LandingPageListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  type: z.string(),
  seoTitle: z.string(),
  createdAt: z.string(),
  pageViews: z.number().int(),
  pinterestPosterImg: z.string(),
  socialCaption: z.string(),
  /** False: out of the sitemap and search, listed for an operator's review. */
  indexable: z.boolean().default(true),
});
export type LandingPageListItem = z.infer<typeof LandingPageListItemSchema>;

export const TopicCountsSchema = z.object({
  Back: z.number().int(),
  Shoulder: z.number().int(),
  Hip: z.number().int(),
  Neck: z.number().int(),
  Other: z.number().int(),
});
export type TopicCounts = z.infer<typeof TopicCountsSchema>;

export const LandingPageListResponseSchema = z.object({
  pages: z.array(LandingPageListItemSchema),
  /** Rows in this answer. */
  count: z.number().int(),
  /** Pages matching q and type, over every page of the list. */
  total: z.number().int(),
  /** Pass as `cursor` for the next rows; null after the last. */
  nextCursor: z.string().nullable(),
  /** Pages matching q, per topic (type does not narrow them, so every topic's count stays in view). */
  topicCounts: TopicCountsSchema,
  /** Of those pages, how many wait for an operator's review, out of the sitemap and search. */
  reviewTotal: z.number().int().default(0),
});
export type LandingPageListResponse = z.infer<typeof LandingPageListResponseSchema>;
