import { isDatabaseUnavailable } from "../../db/database-unavailable";
import { ReadCache } from "../../lib/read-cache";
import { type PreparedBody, sizeOfPrepared } from "./prepared-body";
import { type SegmentedBrotli, segmentBrotli, sizeOfSegmentedBrotli } from "./segmented-brotli";
import { type SegmentedGzip, segmentGzip, sizeOfSegmented } from "./segmented-gzip";

/**
 * How long a cached public read may be served. This instance empties the caches
 * the moment it changes public content (an import, a landing page saved, a
 * workflow step); another instance sharing the database shows such a change
 * within this time.
 */
export const PUBLIC_CACHE_TTL_MS = 10_000;

/**
 * A server-rendered page, split where each response puts its own CSP nonce, and compressed once around those
 * places, in gzip and in brotli: no response to a page the cache keeps is compressed again, whatever encoding
 * the client asks for.
 */
export interface CachedPage {
  status: number;
  parts: string[];
  /** Only for a page the cache keeps (200): any other is compressed per response by the compression middleware. */
  gzip?: SegmentedGzip;
  /** The same for brotli, for nonces of the length it was made for (segmented-brotli.ts). */
  br?: SegmentedBrotli;
  /**
   * A 404 page kept for a kind of address (cache/not-found-pages.ts): the tokens each request replaces with
   * its own segments, or "none" when the kind's 404 must be rendered per request.
   */
  template?: { slots: string[] } | "none";
}

export interface PublicContentCache {
  /** The catalog's list reads (reviews, locations, location content), serialised and compressed. */
  json: ReadCache<PreparedBody>;
  /** Server-rendered public pages by address (200s), and the 404 page of each kind of address ("404 /try/*"). */
  pages: ReadCache<CachedPage>;
  /** sitemap.xml and its parts, by path: built once, not per request (60,000 pages took 0.3-0.5 s). */
  sitemap: ReadCache<{ xml: string }>;
  /** Called whenever this instance changes what public reads show. */
  invalidate(): void;
}

export function createPublicContentCache(ttlMs = PUBLIC_CACHE_TTL_MS): PublicContentCache {
  // While the database is away, a page or list read before keeps being served as it was (no newer one exists).
  const staleIfError = isDatabaseUnavailable;
  const json = new ReadCache<PreparedBody>({
    ttlMs,
    maxBytes: 8 * 1024 * 1024,
    sizeOf: sizeOfPrepared,
    staleIfError,
  });
  const pages = new ReadCache<CachedPage>({
    ttlMs,
    staleIfError,
    maxBytes: 32 * 1024 * 1024,
    // UTF-16 in memory: two bytes a character.
    sizeOf: (page) =>
      page.parts.reduce((sum, part) => sum + part.length * 2, 0) +
      (page.gzip ? sizeOfSegmented(page.gzip) : 0) +
      (page.br ? sizeOfSegmentedBrotli(page.br) : 0),
    keep: (page) => page.status === 200 || page.template !== undefined,
  });
  const sitemap = new ReadCache<{ xml: string }>({
    ttlMs,
    staleIfError,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: ({ xml }) => xml.length * 2,
  });
  return {
    json,
    pages,
    sitemap,
    invalidate() {
      json.invalidate();
      pages.invalidate();
      sitemap.invalidate();
    },
  };
}

/** The page as the cache keeps it; `nonceChars` is the length of the nonces responses fill in. */
export async function cachedPage(status: number, html: string, slot: string, nonceChars: number): Promise<CachedPage> {
  const parts = html.split(slot);
  if (status !== 200) return { status, parts };
  const br = await segmentBrotli(parts, nonceChars);
  return { status, parts, gzip: segmentGzip(parts), ...(br ? { br } : {}) };
}
