import type { ActivityLogEntry } from "@movebreak/shared/contracts/automation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const LOGS_PATH = "/api/automation/logs";
export const LOGS_LIMIT = 100;
/** Admin spec section 9: activity logs are polled every 10 s. */
export const LOGS_POLL_MS = 10_000;

/** GET /api/automation/logs?limit=100: the newest entries first. */
export function getActivityLogs(limit = LOGS_LIMIT, signal?: AbortSignal): Promise<ActivityLogEntry[]> {
  return apiRequest<ActivityLogEntry[]>(`${LOGS_PATH}?limit=${limit}`, { signal });
}

export function getActivityLogsQueryOptions(limit = LOGS_LIMIT) {
  return queryOptions({
    queryKey: [LOGS_PATH, { limit }],
    queryFn: ({ signal }) => getActivityLogs(limit, signal),
    refetchInterval: LOGS_POLL_MS,
  });
}

export function useActivityLogs(limit = LOGS_LIMIT) {
  return useQuery(getActivityLogsQueryOptions(limit));
}
