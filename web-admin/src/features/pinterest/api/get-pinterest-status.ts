import type { PinterestStatus } from "@movebreak/shared/contracts/pinterest";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
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

/**
 * A read that called Pinterest with the stored tokens (pins, boards, a test) has moved the status the
 * server keeps (the last call's outcome: "Reconnect needed" or not): the card reads it again, whatever
 * the answer was.
 */
export function afterPinterestCall<T>(queryClient: QueryClient, call: Promise<T>): Promise<T> {
  return call.finally(() => {
    void queryClient.invalidateQueries({ queryKey: getPinterestStatusQueryOptions().queryKey });
  });
}
