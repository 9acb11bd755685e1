import type { MetadataResponse } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "@/lib/api-client";

export const metadataQueryKey = (pathWithQuery: string) => ["/api/metadata", pathWithQuery] as const;

export async function getMetadata(pathWithQuery: string, signal?: AbortSignal): Promise<MetadataResponse> {
  try {
    return await apiGet<MetadataResponse>(`/api/metadata?path=${encodeURIComponent(pathWithQuery)}`, signal);
  } catch (error) {
    // Spec section 8: the page header is simply not customised (a warning: nothing the visitor can act on).
    if (!signal?.aborted) console.warn("Failed to fetch metadata", error);
    throw error;
  }
}

/** Spec section 7: 5 minutes fresh, 10 minutes retained, no retry. */
export function getMetadataQueryOptions(pathWithQuery: string) {
  return queryOptions({
    queryKey: metadataQueryKey(pathWithQuery),
    queryFn: ({ signal }) => getMetadata(pathWithQuery, signal),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
    retry: false,
  });
}

/** The metadata of the current path and query; null when the path has none to read. */
export function useMetadata(pathWithQuery: string | null) {
  return useQuery({ ...getMetadataQueryOptions(pathWithQuery ?? ""), enabled: pathWithQuery !== null });
}
