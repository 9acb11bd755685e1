import type { ColumnType, Generated } from "kysely";

export interface LandingPagesTable {
  id: Generated<number>;
  slug: string;
  type: string;
  painPoint: string;
  context: string;
  demographic: string;
  modifier: string;
  timeFactor: string;
  primaryFeature: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  heroImageUrl: string;
  heroHeadline: string;
  heroSubheadline: string;
  markdown: string;
  /** Sanitised HTML rendered from the Markdown when saved (sanitised again when served). */
  html: string;
  variantGroup: string;
  variantName: string;
  pinterestPosterImg: string;
  socialCaption: string;
  aiModelVersion: string;
  /** In the sitemap and open to search; pages generated from the old topic matrix wait for review (false). */
  indexable: Generated<boolean>;
  pageViews: Generated<number>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PageMediaTable {
  key: string;
  contentType: string;
  bytes: Buffer;
  createdAt: Generated<Date>;
}

/** Topics set aside after failing the editor gate on every draft: step 1 passes over them for a while. */
export interface TopicSetAsidesTable {
  slug: string;
  reason: string;
  setAsideAt: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface PageJobsTable {
  jobId: string;
  status: string;
  version: number;
  currentStep: string | null;
  landingPageId: number | null;
  slug: string | null;
  error: string | null;
  queuedAt: ColumnType<Date, Date | string, Date | string>;
  startedAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
  finishedAt: ColumnType<Date | null, Date | string | null, Date | string | null>;
}
