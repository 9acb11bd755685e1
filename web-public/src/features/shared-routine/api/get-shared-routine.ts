import { BRAND, BRAND_PATHS } from "@movebreak/shared/brand";
import type { SharedRoutineResponse } from "@movebreak/shared/contracts/catalog";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "@/lib/api-client";

/** Public spec section 7: a non-OK answer is read as "Shared{product} not found". */
export const SHARED_ROUTINE_NOT_FOUND = `Shared${BRAND.name} not found`;

export function sharedRoutineQueryKey(key: string): string[] {
  return [BRAND_PATHS.sharedRoutinesApi, key];
}

/** GET /api/shared-movebreaks/{key}: the pack's title, description and exercises. */
export async function getSharedRoutine(key: string, signal?: AbortSignal): Promise<SharedRoutineResponse> {
  try {
    return await apiGet<SharedRoutineResponse>(`${BRAND_PATHS.sharedRoutinesApi}/${encodeURIComponent(key)}`, signal);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(SHARED_ROUTINE_NOT_FOUND, { cause: error });
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
