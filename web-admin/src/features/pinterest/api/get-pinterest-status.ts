import type { PinterestStatus } from "@movebreak/shared/contracts/pinterest";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const PINTEREST_STATUS_PATH = "/api/pinterest/status";

/** GET /api/pinterest/status: whether an account is connected, and which. */
export function getPinterestStatus(signal?: AbortSignal): Promise<PinterestStatus> {
  return apiRequest<PinterestStatus>(PINTEREST_STATUS_PATH, { signal });
}

export function getPinterestStatusQueryOptions() {
  return queryOptions({
    queryKey: [PINTEREST_STATUS_PATH],
    queryFn: ({ signal }) => getPinterestStatus(signal),
  });
}

export function usePinterestStatus() {
  return useQuery(getPinterestStatusQueryOptions());
}
