import type { HistoryEvent, RunOutcome } from "@movebreak/shared/contracts/automation";
import { createEventSource } from "eventsource-client";
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/api-client";
import { type EventsFilters, filterSearch } from "@/lib/automation-events";
import { EVENTS_STREAM_PATH } from "../api/get-automation-events";

/** Events that arrive together are handed over together: one render for a run's burst, not one per event. */
const BATCH_MS = 100;
/** Not connected for this long (a proxy that buffers, a server without the stream): the caller falls back. */
const DOWN_AFTER_MS = 3_000;

/**
 * Follows GET /api/automation/events/stream (Server-Sent Events) with the filters, from `afterSeq` on,
 * while `enabled`: the events committed since, in seq order, in batches. The connection carries the
 * session like every admin call (an ended session answers 401 and sends the operator to the login); the
 * client reconnects by itself with Last-Event-ID, missing and repeating nothing. `live` is false while it
 * is not connected, and `down` once it has not been for a few seconds, so the caller can fall back to polling.
 */
export function useEventStream({
  filters,
  afterSeq,
  enabled,
  onEvents,
  onRuns,
}: {
  filters: EventsFilters;
  afterSeq: number | null;
  enabled: boolean;
  onEvents: (events: HistoryEvent[]) => void;
  /** Runs that ended (the server sends them whatever the filters hide). */
  onRuns?: (runs: RunOutcome[]) => void;
}): { live: boolean; down: boolean } {
  const [live, setLive] = useState(false);
  const [down, setDown] = useState(false);
  const handler = useRef(onEvents);
  handler.current = onEvents;
  const runsHandler = useRef(onRuns);
  runsHandler.current = onRuns;
  // The stream starts from the head the caller has when it opens; later cursors come from the stream
  // itself (Last-Event-ID), so a new head does not reopen it, a new filter set does.
  const startAt = useRef(afterSeq);
  startAt.current = afterSeq;
  const filterKey = filterSearch(filters).toString();
  const ready = enabled && afterSeq !== null;

  useEffect(() => {
    if (!ready || startAt.current === null) return;
    const search = new URLSearchParams(filterKey);
    search.set("afterSeq", String(startAt.current));
    let pending: HistoryEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const batch = pending;
      pending = [];
      if (batch.length > 0) handler.current(batch);
    };
    const source = createEventSource({
      url: new URL(`${EVENTS_STREAM_PATH}?${search}`, window.location.origin).toString(),
      fetch: (input, init) =>
        apiFetch(String(input), {
          ...init,
          headers: { ...init?.headers, Accept: "text/event-stream" },
        } as Parameters<typeof apiFetch>[1]),
      onConnect: () => setLive(true),
      onDisconnect: () => setLive(false),
      onMessage: (message) => {
        // A run's end is news for the header of its steps; it waits for no batch.
        if (message.event === "runs") runsHandler.current?.(JSON.parse(message.data) as RunOutcome[]);
        if (message.event !== "event") return;
        pending.push(JSON.parse(message.data) as HistoryEvent);
        timer ??= setTimeout(flush, BATCH_MS);
      },
    });
    return () => {
      source.close();
      if (timer) clearTimeout(timer);
      setLive(false);
    };
  }, [ready, filterKey]);

  useEffect(() => {
    if (!ready || live) {
      setDown(false);
      return;
    }
    const timer = setTimeout(() => setDown(true), DOWN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready, live]);

  return { live, down };
}
