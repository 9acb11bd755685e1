import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { EVENTS_PATH, getAutomationEvents } from "@/lib/automation-events";
import { getActivityLogsQueryOptions } from "../api/get-activity-logs";
import { getAutomationConsoleQueryOptions } from "../api/get-automation-console";
import { getAutomationMetricsQueryOptions } from "../api/get-automation-metrics";
import { getAutomationStatusQueryOptions } from "../api/get-automation-status";
import { useEventStream } from "./use-event-stream";

const NO_FILTERS = {};

/**
 * The dashboard follows the automation as it happens: every event the server pushes refreshes the status,
 * activity logs, console and metrics at once (their polling stays as the fallback the spec describes).
 */
export function useLiveAutomation(): { live: boolean; down: boolean } {
  const queryClient = useQueryClient();
  const head = useQuery({
    queryKey: [EVENTS_PATH, "head"],
    queryFn: ({ signal }) => getAutomationEvents(NO_FILTERS, { order: "desc", limit: 1 }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const refresh = useCallback(() => {
    for (const options of [
      getAutomationStatusQueryOptions(),
      getActivityLogsQueryOptions(),
      getAutomationConsoleQueryOptions(),
      getAutomationMetricsQueryOptions(),
    ]) {
      void queryClient.invalidateQueries({ queryKey: options.queryKey });
    }
  }, [queryClient]);
  return useEventStream({
    filters: NO_FILTERS,
    afterSeq: head.data?.nextAfterSeq ?? null,
    enabled: head.isSuccess,
    onEvents: refresh,
  });
}
