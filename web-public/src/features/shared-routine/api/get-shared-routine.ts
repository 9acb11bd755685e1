import { BRAND, BRAND_PATHS } from "@movebreak/shared/brand";
import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "@/lib/api-client";

/** Public spec section 7: a non-OK answer is read as "Shared{product} not found". */
export const SHARED_ROUTINE_NOT_FOUND = `Shared${BRAND.name} not found`;

export function sharedRoutineQueryKey(key: string): string[] {
  return [BRAND_PATHS.sharedRoutinesApi, key];
}

/** The API path of a key; the same one the server prefetches. */
export function sharedRoutineApiPath(key: string): string {
  return `${BRAND_PATHS.sharedRoutinesApi}/${encodeURIComponent(key)}`;
}

/**
 * GET /api/shared-movebreaks/{key}: the pack's title, description and exercises. Null when there is
 * no such routine, the value the server's prefetch stores for a 404, so a read through this query and
 * the server's prefetch agree.
 */
export async function getSharedRoutine(key: string, signal?: AbortSignal): Promise<SharedRoutineResponse | null> {
  try {
    return await apiGet<SharedRoutineResponse>(sharedRoutineApiPath(key), signal);
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404) return null;
      throw new Error(SHARED_ROUTINE_NOT_FOUND, { cause: error });
    }
    throw error;
  }
}

export function getSharedRoutineQueryOptions(key: string) {
  return queryOptions({
    queryKey: sharedRoutineQueryKey(key),
    queryFn: ({ signal }) => getSharedRoutine(key, signal),
  });
}

export function useSharedRoutine(key: string) {
  return useQuery(getSharedRoutineQueryOptions(key));
}
