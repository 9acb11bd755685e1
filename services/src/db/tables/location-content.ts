import type { ColumnType } from "kysely";

export interface LocationContentTable {
  id: string;
  locationId: string;
  displayTitle: string;
  subtitle: string;
  description: string;
  /** Sanitised HTML. */
  bodyContent: string;
  readingTime: number;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  ogImage: string;
  ogImageAlt: string;
  thumbnailUrl: string;
  canonicalUrl: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
  updatedAt: ColumnType<Date, Date | string | undefined, Date | string>;
}
