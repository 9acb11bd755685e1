import type { HistoryEvent, RunOutcome } from "@movebreak/shared/contracts/automation";
import { type InfiniteData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { EVENTS_PATH, type EventsFilters, getAutomationEvents } from "@/lib/automation-events";
import {
  type EventsPage,
  getAutomationEventsInfiniteQueryOptions,
  useAutomationEvents,
} from "../api/get-automation-events";
import type { RunOutcomes } from "../utils/timeline-rows";
import { useEventStream } from "./use-event-stream";

/** While the stream is down (a proxy that buffers, a reconnect), newer events are polled this often. */
export const EVENTS_FALLBACK_POLL_MS = 5_000;

/**
 * The timeline for some filters, newest first: the head page, older pages as the list is scrolled
 * (`loadOlder`), and, while `live`, every newer event pushed by the server (Server-Sent Events) put on
 * top of the head page. When the stream is not connected, newer events are polled instead.
 */
export function useEventTimeline(filters: EventsFilters, live: boolean) {
  const queryClient = useQueryClient();
  const timeline = useAutomationEvents(filters);
  const pages = timeline.data?.pages;
  const head = pages?.[0]?.nextAfterSeq ?? null;
  const queryKey = useMemo(() => getAutomationEventsInfiniteQueryOptions(filters).queryKey, [filters]);

  /** Runs that ended since the pages were read: kept with the head page, where the newest news goes. */
  const addRuns = useCallback(
    (runs: RunOutcome[]) => {
      if (runs.length === 0) return;
      queryClient.setQueryData<InfiniteData<EventsPage, number>>(queryKey, (old) => {
        const first = old?.pages[0];
        if (!old || !first) return old;
        return { ...old, pages: [{ ...first, runs: [...(first.runs ?? []), ...runs] }, ...old.pages.slice(1)] };
      });
    },
    [queryClient, queryKey],
  );

  const addNewer = useCallback(
    (events: HistoryEvent[], cursor?: number) => {
      queryClient.setQueryData<InfiniteData<EventsPage, number>>(queryKey, (old) => {
        const first = old?.pages[0];
        if (!old || !first) return old;
        const fresh = events.filter((event) => event.seq > first.nextAfterSeq).sort((a, b) => b.seq - a.seq);
        const nextAfterSeq = Math.max(first.nextAfterSeq, cursor ?? 0, ...fresh.map((event) => event.seq));
        if (nextAfterSeq === first.nextAfterSeq) return old;
        return {
          ...old,
          pages: [{ ...first, events: [...fresh, ...first.events], nextAfterSeq }, ...old.pages.slice(1)],
        };
      });
    },
    [queryClient, queryKey],
  );

  const stream = useEventStream({ filters, afterSeq: head, enabled: live, onEvents: addNewer, onRuns: addRuns });
  const fallback = useQuery({
    queryKey: [EVENTS_PATH, filters, "newer", head],
    queryFn: ({ signal }) => getAutomationEvents(filters, { order: "desc", afterSeq: head ?? 0 }, signal),
    enabled: live && stream.down && head !== null,
    refetchInterval: EVENTS_FALLBACK_POLL_MS,
  });
  useEffect(() => {
    if (!fallback.data) return;
    addNewer(fallback.data.events, fallback.data.nextAfterSeq);
    addRuns(fallback.data.runs);
  }, [fallback.data, addNewer, addRuns]);

  const events = useMemo<HistoryEvent[]>(() => pages?.flatMap((page) => page.events) ?? [], [pages]);
  // Pages are read at different times: a run read as running on one and ended on another has ended.
  const runOutcomes = useMemo<RunOutcomes>(() => {
    const outcomes = new Map<string, RunOutcome["outcome"]>();
    for (const { runId, outcome } of pages?.flatMap((page) => page.runs ?? []) ?? []) {
      if (outcome !== "running" || !outcomes.has(runId)) outcomes.set(runId, outcome);
    }
    return outcomes;
  }, [pages]);
  return {
    events,
    /** How each listed run ended, though the filters may hide its end. */
    runOutcomes,
    isPending: timeline.isPending,
    error: timeline.error,
    hasOlder: timeline.hasNextPage,
    // Never cancels a page already on its way (the list asks again as it scrolls).
    loadOlder: () => timeline.fetchNextPage({ cancelRefetch: false }),
    isLoadingOlder: timeline.isFetchingNextPage,
    /** Newer events arrive as they commit (the stream is connected). */
    following: stream.live,
  };
}
