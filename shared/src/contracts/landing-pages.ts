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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

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
