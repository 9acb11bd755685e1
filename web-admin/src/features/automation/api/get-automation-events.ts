import type { EventsPage } from "@movebreak/shared/contracts/automation";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { EVENTS_PATH, type EventsFilters, getAutomationEvents } from "@/lib/automation-events";

export type { EventsPage };

export const EVENTS_STREAM_PATH = "/api/automation/events/stream";

/** The timeline newest first: the first page is the head, each next page the events before it. */
export function getAutomationEventsInfiniteQueryOptions(filters: EventsFilters) {
  return infiniteQueryOptions({
    queryKey: [EVENTS_PATH, filters],
    queryFn: ({ pageParam, signal }) =>
      getAutomationEvents(filters, { order: "desc", ...(pageParam ? { beforeSeq: pageParam } : {}) }, signal),
    initialPageParam: 0,
    getNextPageParam: (lastPage: EventsPage) => lastPage.nextBeforeSeq ?? undefined,
  });
}

export function useAutomationEvents(filters: EventsFilters) {
  return useInfiniteQuery(getAutomationEventsInfiniteQueryOptions(filters));
}

/** The newest event at or before a moment (time travel to a time), or null. */
export async function getLastEventAtOrBefore(filters: EventsFilters, at: string) {
  const page = await getAutomationEvents({ ...filters, to: at }, { order: "desc", limit: 1 });
  return page.events[0] ?? null;
}

/** GET /api/automation/events/download[?runId=]: a JSON attachment of the whole history or one run. */
export function getAutomationEventsDownloadUrl(runId?: string): string {
  return runId ? `${EVENTS_PATH}/download?${new URLSearchParams({ runId })}` : `${EVENTS_PATH}/download`;
}
