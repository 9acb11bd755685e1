import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { eventSummaryOf, typeInWords } from "@movebreak/shared/describe-event";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { EVENTS_PATH, getAutomationEvents } from "@/lib/automation-events";

/**
 * What an operator or the automation changed that can move the figures: the automation started, paused,
 * resumed or stopped, its settings, catalog imports and restores, pages made, edited or deleted by hand, and
 * Pinterest connected or not. Runs and their steps are left out (a run every few minutes would hide the rest).
 */
const ANNOTATED_TYPES = [
  "AutomationStarted",
  "AutomationPaused",
  "AutomationResumed",
  "AutomationStopped",
  "IntervalChanged",
  "MaxRunTimeChanged",
  "TopicLearningChanged",
  "CatalogImported",
  "CatalogRestored",
  "LandingPageCreated",
  "LandingPageUpdated",
  "LandingPageDeleted",
  "PinterestConnected",
  "PinterestDisconnected",
] as const;

/** At most this many markers on a chart: past it the oldest are shown and the list says so. */
export const MAX_ANNOTATIONS = 200;

export interface ChartAnnotation {
  seq: number;
  /** The UTC day it happened on (the charts' x axis). */
  day: string;
  at: string;
  title: string;
  detail: string;
}

function annotationOf(event: HistoryEvent): ChartAnnotation {
  return {
    seq: event.seq,
    day: event.occurredAt.slice(0, 10),
    at: event.occurredAt,
    title: typeInWords(event.type),
    detail: eventSummaryOf(event),
  };
}

/** The annotated events of [from, to] (UTC days), oldest first, from the History API. */
export async function getChartAnnotations(
  range: { from: string; to: string },
  signal?: AbortSignal,
): Promise<{ annotations: ChartAnnotation[]; more: boolean }> {
  const page = await getAutomationEvents(
    { type: ANNOTATED_TYPES.join(","), from: `${range.from}T00:00:00.000Z`, to: `${range.to}T23:59:59.999Z` },
    { order: "asc", limit: MAX_ANNOTATIONS },
    signal,
  );
  return { annotations: page.events.map(annotationOf), more: page.hasMore };
}

export function useChartAnnotations(range: { from: string; to: string }) {
  return useQuery(
    queryOptions({
      queryKey: [EVENTS_PATH, "annotations", range],
      queryFn: ({ signal }) => getChartAnnotations(range, signal),
      refetchInterval: 30_000,
    }),
  );
}
