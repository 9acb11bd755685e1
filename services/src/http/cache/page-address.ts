import encodeUrl from "encodeurl";

/**
 * The query parameters a server-rendered public page reads. None does today: every public route is
 * addressed by its path alone, so `?utm_source=`, `?fbclid=`, `?gclid=` and any other parameter neither
 * changes what is rendered nor makes a cache entry of its own (each unique query used to be a cache
 * miss: a render and a level-9 gzip). A page that starts reading a parameter adds it here.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = [];

/**
 * What a page is rendered from and cached under: its path and the parameters it reads, in a fixed order.
 * Split by hand, not with `new URL(originalUrl, base)`: a path starting with "//" ("//", "//[", "//:99999") is
 * a scheme-relative URL to that parser, naming a host (an invalid one throws: it was a 500).
 */
export function pageAddress(originalUrl: string): string {
  const queryAt = originalUrl.indexOf("?");
  // Escaped as the URL parser escaped it (a raw space, quote or non-ASCII byte): the render gets a well-formed path.
  const path = encodeUrl(queryAt === -1 ? originalUrl : originalUrl.slice(0, queryAt));
  if (PAGE_QUERY_PARAMS.length === 0 || queryAt === -1) return path;
  const query = new URLSearchParams(originalUrl.slice(queryAt + 1));
  const kept = PAGE_QUERY_PARAMS.filter((name) => query.has(name)).map(
    (name) => `${encodeURIComponent(name)}=${encodeURIComponent(query.get(name) ?? "")}`,
  );
  return kept.length > 0 ? `${path}?${kept.join("&")}` : path;
}
