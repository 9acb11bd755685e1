import type { AutomationMetrics } from "@movebreak/shared/contracts/automation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const METRICS_PATH = "/api/automation/metrics";
/** Admin spec section 9: metrics are polled every 15 s. */
export const METRICS_POLL_MS = 15_000;

/** GET /api/automation/metrics. */
export function getAutomationMetrics(signal?: AbortSignal): Promise<AutomationMetrics> {
  return apiRequest<AutomationMetrics>(METRICS_PATH, { signal });
}

export function getAutomationMetricsQueryOptions() {
  return queryOptions({
    queryKey: [METRICS_PATH],
    queryFn: ({ signal }) => getAutomationMetrics(signal),
    refetchInterval: METRICS_POLL_MS,
  });
}

export function useAutomationMetrics() {
  return useQuery(getAutomationMetricsQueryOptions());
}
