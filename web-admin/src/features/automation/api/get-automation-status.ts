import type { AutomationStatus } from "@movebreak/shared/contracts/automation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const STATUS_PATH = "/api/automation/status";
/** Admin spec section 9: the status is polled every 5 s. */
export const STATUS_POLL_MS = 5_000;

/** GET /api/automation/status. */
export function getAutomationStatus(signal?: AbortSignal): Promise<AutomationStatus> {
  return apiRequest<AutomationStatus>(STATUS_PATH, { signal });
}

export function getAutomationStatusQueryOptions() {
  return queryOptions({
    queryKey: [STATUS_PATH],
    queryFn: ({ signal }) => getAutomationStatus(signal),
    refetchInterval: STATUS_POLL_MS,
  });
}

export function useAutomationStatus() {
  return useQuery(getAutomationStatusQueryOptions());
}
