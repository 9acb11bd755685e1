import { isDatabaseUnavailable } from "../../db/database-unavailable";
import type { CacheResult } from "../../lib/metrics";
import { ReadCache } from "../../lib/read-cache";
import { type PreparedBody, prepareHtml, sizeOfPrepared } from "./prepared-body";

/**
 * How long a cached public read may be served. Every instance empties its caches
 * when any of them changes public content (an import, a landing page saved, a
 * workflow step: fleet-invalidation.ts); this is the bound only when that
 * instance's notification could not be sent.
 */
export const PUBLIC_CACHE_TTL_MS = 10_000;

/**
 * A server-rendered page. It holds nothing per request, so a page the cache keeps (200) is sent as the same
 * bytes to everyone: tagged (ETag) and compressed in gzip and in brotli once, never again per response.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** Only for a page the cache keeps (200): any other is compressed per response by the compression middleware. */
  body?: PreparedBody;
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

/** The `cache` label of each public cache's lookups in the operations metrics. */
const PUBLIC_CACHE_NAMES = { json: "public_reads", pages: "public_pages", sitemap: "sitemap" } as const;

export function createPublicContentCache(
  ttlMs = PUBLIC_CACHE_TTL_MS,
  onLookup: (cache: string, result: CacheResult) => void = () => undefined,
): PublicContentCache {
  // While the database is away, a page or list read before keeps being served as it was (no newer one exists).
  const staleIfError = isDatabaseUnavailable;
  const counted = (name: keyof typeof PUBLIC_CACHE_NAMES) => ({
    onLookup: (result: CacheResult) => onLookup(PUBLIC_CACHE_NAMES[name], result),
  });
  const json = new ReadCache<PreparedBody>({
    ...counted("json"),
    ttlMs,
    maxBytes: 8 * 1024 * 1024,
    sizeOf: sizeOfPrepared,
    staleIfError,
  });
  const pages = new ReadCache<CachedPage>({
    ...counted("pages"),
    ttlMs,
    staleIfError,
    maxBytes: 32 * 1024 * 1024,
    // UTF-16 in memory: two bytes a character.
    sizeOf: (page) => page.html.length * 2 + (page.body ? sizeOfPrepared(page.body) : 0),
    keep: (page) => page.status === 200 || page.template !== undefined,
  });
  const sitemap = new ReadCache<{ xml: string }>({
    ...counted("sitemap"),
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

/** The page as the cache keeps it: a 200's bytes prepared once. */
export async function cachedPage(status: number, html: string): Promise<CachedPage> {
  return status === 200 ? { status, html, body: await prepareHtml(html) } : { status, html };
}
