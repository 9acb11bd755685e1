import type { ReachReport } from "@movebreak/shared/contracts/reach";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const REACH_PATH = "/api/admin/reach";
/** The counters are written every few seconds; a minute's poll shows a new host within the minute or two. */
export const REACH_POLL_MS = 30_000;

export interface ReachParams {
  /** YYYY-MM-DD (UTC days, both included); the server defaults to the 30 days up to today. */
  from?: string;
  to?: string;
}

/** GET /api/admin/reach?from=&to=. */
export function getReach(params: ReachParams, signal?: AbortSignal): Promise<ReachReport> {
  const search = new URLSearchParams();
  if (params.from) search.set("from", params.from);
  if (params.to) search.set("to", params.to);
  const query = search.toString();
  return apiRequest<ReachReport>(query ? `${REACH_PATH}?${query}` : REACH_PATH, { signal });
}

export function getReachQueryOptions(params: ReachParams) {
  return queryOptions({
    queryKey: [REACH_PATH, params],
    queryFn: ({ signal }) => getReach(params, signal),
    refetchInterval: REACH_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

export function useReach(params: ReachParams) {
  return useQuery(getReachQueryOptions(params));
}
