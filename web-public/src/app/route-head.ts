import type { MetadataResponse } from "@movebreak/shared/contracts/catalog";
import type { PublicConfig } from "@movebreak/shared/contracts/public-config";
import { describedByMetadataApi } from "@movebreak/shared/public-routes";
import type { QueryClient } from "@tanstack/react-query";
import { metadataQueryKey } from "@/features/page-metadata/api/get-metadata";
import { withMetadata } from "@/features/page-metadata/utils/apply-metadata";
import { fixedPageHead, NOT_FOUND, type RouteHead } from "./page-heads";
import { matchRoute } from "./routes";

export type { RouteHead } from "./page-heads";

/**
 * Status and head of a path: its route's head (route table), or the 404 page's. The server uses it
 * after rendering, from the reads it prefetched (entry-server.tsx).
 */
export function resolveRouteHead(pathname: string, config: PublicConfig, queryClient: QueryClient): RouteHead {
  const match = matchRoute(pathname);
  if (!match) return NOT_FOUND;
  return (match.route.head ?? fixedPageHead)(match, { config, queryClient });
}

/** The path and query GET /api/metadata is asked about, or null for paths it does not describe. */
export function metadataPathOf(pathname: string, search: string): string | null {
  const match = matchRoute(pathname);
  return match && describedByMetadataApi(match) ? `${pathname}${search}` : null;
}

/**
 * The head the document shows: the route's own, then, once GET /api/metadata
 * has answered for this path and query (spec section 7), customised by it.
 */
export function resolveDocumentHead(
  pathname: string,
  search: string,
  config: PublicConfig,
  queryClient: QueryClient,
): RouteHead {
  const resolved = resolveRouteHead(pathname, config, queryClient);
  const metadataPath = metadataPathOf(pathname, search);
  const metadata = metadataPath ? queryClient.getQueryData<MetadataResponse>(metadataQueryKey(metadataPath)) : null;
  if (!metadata || resolved.status !== 200) return resolved;
  return { status: resolved.status, head: withMetadata(resolved.head, metadata, pathname, config.siteUrl) };
}
