import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const EVENTS_PATH = "/api/automation/events";
export const EVENTS_PAGE_SIZE = 100;
/** While the automation runs the timeline follows new events every 2 s, as the console does. */
export const EVENTS_LIVE_POLL_MS = 2_000;

export interface EventsFilters {
  runId?: string;
  /** One event type (the server also accepts a comma-separated list). */
  type?: string;
  failed?: boolean;
  /** ISO date-times with a zone. */
  from?: string;
  to?: string;
}

export interface EventsPage {
  events: HistoryEvent[];
  /** Pass back as afterSeq to read on (it can pass events a filter left out). */
  nextAfterSeq: number;
  hasMore: boolean;
}

function eventsSearch(filters: EventsFilters, afterSeq: number, limit: number): URLSearchParams {
  const search = new URLSearchParams({ afterSeq: String(afterSeq), limit: String(limit) });
  if (filters.runId) search.set("runId", filters.runId);
  if (filters.type) search.set("type", filters.type);
  if (filters.failed) search.set("failed", "true");
  if (filters.from) search.set("from", filters.from);
  if (filters.to) search.set("to", filters.to);
  return search;
}

/** GET /api/automation/events?afterSeq=&limit=&runId=&type=&failed=&from=&to=, in seq order. */
export function getAutomationEvents(
  filters: EventsFilters,
  afterSeq = 0,
  limit = EVENTS_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<EventsPage> {
  return apiRequest<EventsPage>(`${EVENTS_PATH}?${eventsSearch(filters, afterSeq, limit)}`, { signal });
}

/** The timeline read page by page from the start. */
export function getAutomationEventsInfiniteQueryOptions(filters: EventsFilters) {
  return infiniteQueryOptions({
    queryKey: [EVENTS_PATH, filters],
    queryFn: ({ pageParam, signal }) => getAutomationEvents(filters, pageParam, EVENTS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: EventsPage) => (lastPage.hasMore ? lastPage.nextAfterSeq : undefined),
  });
}

export function useAutomationEvents(filters: EventsFilters) {
  return useInfiniteQuery(getAutomationEventsInfiniteQueryOptions(filters));
}

/** The events after the last one read: polled while the automation runs. */
export function getAutomationEventsAfterQueryOptions(filters: EventsFilters, afterSeq: number) {
  return queryOptions({
    queryKey: [EVENTS_PATH, filters, { afterSeq }],
    queryFn: ({ signal }) => getAutomationEvents(filters, afterSeq, EVENTS_PAGE_SIZE, signal),
    refetchInterval: EVENTS_LIVE_POLL_MS,
  });
}

export function useAutomationEventsAfter(filters: EventsFilters, afterSeq: number, enabled: boolean) {
  return useQuery({ ...getAutomationEventsAfterQueryOptions(filters, afterSeq), enabled });
}

/** GET /api/automation/events/download[?runId=]: a JSON attachment of the whole history or one run. */
export function getAutomationEventsDownloadUrl(runId?: string): string {
  return runId ? `${EVENTS_PATH}/download?${new URLSearchParams({ runId })}` : `${EVENTS_PATH}/download`;
}
