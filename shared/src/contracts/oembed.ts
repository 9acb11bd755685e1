import { z } from "zod";
import { text } from "./common";

/** A pixel limit of GET /oembed: a whole number from 1 to 10,000, written in the query. */
const PixelLimitSchema = text()
  .trim()
  .regex(/^\d{1,6}$/, "must be a whole number of pixels")
  .transform(Number)
  .pipe(z.number().min(1, "must be at least 1").max(10_000, "must be at most 10000"));

/** GET /oembed's query (oembed.com, section 2.2). */
export const OembedQuerySchema = z.object({
  url: text({ error: "url is required" })
    .trim()
    .min(1, "url is required")
    .max(2000, "url must be at most 2000 characters"),
  maxwidth: PixelLimitSchema.optional(),
  maxheight: PixelLimitSchema.optional(),
  /** json, or xml (answered 501: only JSON is served); anything else is refused the same way. */
  format: text().trim().toLowerCase().max(20).optional(),
});
export type OembedQuery = z.infer<typeof OembedQuerySchema>;

/** GET /oembed's answer: a rich resource whose html is the iframe player (oembed.com, sections 2.3.4 and 2.3.4.4). */
export const OembedResponseSchema = z.object({
  version: z.literal("1.0"),
  type: z.literal("rich"),
  title: z.string(),
  provider_name: z.string(),
  provider_url: z.string(),
  html: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  thumbnail_url: z.string(),
  thumbnail_width: z.number().int().positive(),
  thumbnail_height: z.number().int().positive(),
  cache_age: z.number().int().nonnegative(),
});
export type OembedResponse = z.infer<typeof OembedResponseSchema>;
