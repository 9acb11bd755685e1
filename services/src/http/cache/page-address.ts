/**
 * The query parameters a server-rendered public page reads. None does today: every public route is
 * addressed by its path alone, so `?utm_source=`, `?fbclid=`, `?gclid=` and any other parameter neither
 * changes what is rendered nor makes a cache entry of its own (each unique query used to be a cache
 * miss: a render and a level-9 gzip). A page that starts reading a parameter adds it here.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [];

/** What a page is rendered from and cached under: its path and the parameters it reads, in a fixed order. */
export function pageAddress(originalUrl: string): string {
  const url = new URL(originalUrl, "http://site.invalid");
  const kept = PAGE_QUERY_PARAMS.filter((name) => url.searchParams.has(name)).map(
    (name) => `${encodeURIComponent(name)}=${encodeURIComponent(url.searchParams.get(name) ?? "")}`,
  );
  return kept.length > 0 ? `${url.pathname}?${kept.join("&")}` : url.pathname;
}
