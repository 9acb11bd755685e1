import type { PageAnalyticsGroup, PageAnalyticsReport } from "@movebreak/shared/contracts/page-analytics";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const PAGE_ANALYTICS_PATH = "/api/admin/analytics/pages";
/** The counters are written every 5 s: a view kept open sees a new reader's visit within the next poll. */
const PAGE_ANALYTICS_POLL_MS = 5_000;

export interface PageAnalyticsParams {
  /** YYYY-MM-DD, UTC days, both included. */
  from: string;
  to: string;
  groupBy: PageAnalyticsGroup;
  /** Each row's figures over the range too (for its sparkline). */
  series?: boolean;
}

/** GET /api/admin/analytics/pages?from=&to=&groupBy=&series=. */
export function getPageAnalytics(params: PageAnalyticsParams, signal?: AbortSignal): Promise<PageAnalyticsReport> {
  const search = new URLSearchParams({ from: params.from, to: params.to, groupBy: params.groupBy });
  if (params.series) search.set("series", "true");
  return apiRequest<PageAnalyticsReport>(`${PAGE_ANALYTICS_PATH}?${search}`, { signal });
}

export function getPageAnalyticsQueryOptions(params: PageAnalyticsParams) {
  return queryOptions({
    queryKey: [PAGE_ANALYTICS_PATH, params],
    queryFn: ({ signal }) => getPageAnalytics(params, signal),
    refetchInterval: PAGE_ANALYTICS_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function usePageAnalytics(params: PageAnalyticsParams) {
  return useQuery(getPageAnalyticsQueryOptions(params));
}
