import type { AnalyticsBucket, AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const ANALYTICS_PATH = "/api/automation/analytics";
/** The charts move slowly; they follow the metrics' pace. */
export const ANALYTICS_POLL_MS = 15_000;

export interface AnalyticsParams {
  bucket: AnalyticsBucket;
  /** ISO date or date-time; the server defaults to the last 30 days or 48 hours. */
  from?: string;
  to?: string;
}

/** GET /api/automation/analytics?bucket=&from=&to=. */
export function getAutomationAnalytics(params: AnalyticsParams, signal?: AbortSignal): Promise<AutomationAnalytics> {
  const search = new URLSearchParams({ bucket: params.bucket });
  if (params.from) search.set("from", params.from);
  if (params.to) search.set("to", params.to);
  return apiRequest<AutomationAnalytics>(`${ANALYTICS_PATH}?${search}`, { signal });
}

export function getAutomationAnalyticsQueryOptions(params: AnalyticsParams) {
  return queryOptions({
    queryKey: [ANALYTICS_PATH, params],
    queryFn: ({ signal }) => getAutomationAnalytics(params, signal),
    refetchInterval: ANALYTICS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useAutomationAnalytics(params: AnalyticsParams) {
  return useQuery(getAutomationAnalyticsQueryOptions(params));
}
