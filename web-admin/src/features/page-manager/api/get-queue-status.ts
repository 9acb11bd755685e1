import type { QueueStatus } from "@movebreak/shared/contracts/landing-pages";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const QUEUE_STATUS_PATH = "/api/page-generator/queue/status";
/** Spec section 9: the queue status is polled every 5 seconds. */
export const QUEUE_STATUS_POLL_MS = 5000;

export interface QueueStatusResponse {
  success: boolean;
  queueStatus: QueueStatus;
}

/** GET /api/page-generator/queue/status: job counts and the job being processed. */
export function getQueueStatus(signal?: AbortSignal): Promise<QueueStatusResponse> {
  return apiRequest<QueueStatusResponse>(QUEUE_STATUS_PATH, { signal });
}

export function getQueueStatusQueryOptions() {
  return queryOptions({
    queryKey: [QUEUE_STATUS_PATH],
    queryFn: ({ signal }) => getQueueStatus(signal),
    refetchInterval: QUEUE_STATUS_POLL_MS,
  });
}

export function useQueueStatus() {
  return useQuery(getQueueStatusQueryOptions());
}
