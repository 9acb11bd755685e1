import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { type InfiniteData, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import {
  type EventsFilters,
  type EventsPage,
  getAutomationEventsInfiniteQueryOptions,
  useAutomationEvents,
  useAutomationEventsAfter,
} from "../api/get-automation-events";

/**
 * The event timeline for some filters, read page by page from the start, and, while
 * `live` and every page is read, followed with events?afterSeq=last every 2 s: each
 * new batch is appended to the pages, so the next poll asks after it.
 */
export function useEventTimeline(filters: EventsFilters, live: boolean) {
  const queryClient = useQueryClient();
  const timeline = useAutomationEvents(filters);
  const pages = timeline.data?.pages;
  const lastPage = pages?.[pages.length - 1];
  const afterSeq = lastPage?.nextAfterSeq ?? 0;
  const following = live && lastPage !== undefined && !lastPage.hasMore && !timeline.isFetchingNextPage;
  const tail = useAutomationEventsAfter(filters, afterSeq, following);

  useEffect(() => {
    const batch = tail.data;
    if (!batch || batch.nextAfterSeq <= afterSeq) return;
    const { queryKey } = getAutomationEventsInfiniteQueryOptions(filters);
    queryClient.setQueryData<InfiniteData<EventsPage, number>>(queryKey, (old) =>
      old && old.pages[old.pages.length - 1]?.nextAfterSeq === afterSeq
        ? { pages: [...old.pages, batch], pageParams: [...old.pageParams, afterSeq] }
        : old,
    );
  }, [tail.data, afterSeq, filters, queryClient]);

  const events = useMemo<HistoryEvent[]>(() => pages?.flatMap((page) => page.events) ?? [], [pages]);
  return {
    events,
    isPending: timeline.isPending,
    error: timeline.error ?? tail.error,
    hasMore: timeline.hasNextPage,
    loadMore: () => timeline.fetchNextPage(),
    isLoadingMore: timeline.isFetchingNextPage,
    following,
  };
}
