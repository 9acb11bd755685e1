import type { HistoryEvent } from "@movebreak/shared/contracts/automation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The answer of GET /api/automation/runs/{runId}. */
export interface AutomationRunDetail {
  runId: string;
  run: {
    outcome: string | null;
    startedAt: string;
    endedAt: string | null;
    executionMs: number | null;
    landingPageId: number | null;
    failedStep: string | null;
    error: string | null;
  } | null;
  steps: { step: string; stepNumber: number; startedAt: string; durationMs: number | null; outcome: string | null }[];
  events: HistoryEvent[];
}

const RUNS_PATH = "/api/automation/runs";
/** A run still executing gains events; refreshed at the live timeline's pace. */
export const RUN_LIVE_POLL_MS = 2_000;

export function getAutomationRun(runId: string, signal?: AbortSignal): Promise<AutomationRunDetail> {
  return apiRequest<AutomationRunDetail>(`${RUNS_PATH}/${encodeURIComponent(runId)}`, { signal });
}

export function getAutomationRunQueryOptions(runId: string) {
  return queryOptions({
    queryKey: [RUNS_PATH, runId],
    queryFn: ({ signal }) => getAutomationRun(runId, signal),
  });
}

export function useAutomationRun(runId: string | null, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...getAutomationRunQueryOptions(runId ?? ""),
    enabled: runId !== null,
    refetchInterval: live ? RUN_LIVE_POLL_MS : false,
  });
}
