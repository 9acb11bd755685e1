/** How long shared caches (the edge, a CDN) may keep a public page: EDGE_S_MAXAGE, EDGE_STALE_WHILE_REVALIDATE. */
export interface EdgeCachePolicy {
  sMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

/**
 * A public page's Cache-Control: browsers revalidate every time (max-age=0, a 304 with the ETag), shared caches
 * keep it s-maxage seconds and then may serve it stale while they fetch a new one in the background. A write
 * purges it sooner (the purge hook); s-maxage bounds how stale an edge the purge did not reach can be.
 */
export const publicPageCacheControl = (policy: EdgeCachePolicy): string =>
  `public, max-age=0, s-maxage=${policy.sMaxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`;

/**
 * A 404 page: an edge keeps it s-maxage seconds (a flood of unknown addresses then reaches the app once per
 * address and minute) but never serves it stale: an address that starts to exist shows at the latest then.
 */
export const notFoundCacheControl = (policy: EdgeCachePolicy): string =>
  `public, max-age=0, s-maxage=${policy.sMaxAgeSeconds}`;
