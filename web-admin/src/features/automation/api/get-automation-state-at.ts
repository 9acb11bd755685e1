import type { ActivityLogEntry, AutomationMetrics, AutomationStatus } from "@movebreak/shared/contracts/automation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The answer of GET /api/automation/state?at=SEQ: everything as it was right after that event. */
export interface AutomationStateAt {
  at: number;
  occurredAt: string;
  eventType: string;
  machine: { value: Record<string, string>; currentStep: number };
  status: AutomationStatus;
  logs: ActivityLogEntry[];
  metrics: AutomationMetrics;
}

const STATE_PATH = "/api/automation/state";

export function getAutomationStateAt(at: number, signal?: AbortSignal): Promise<AutomationStateAt> {
  return apiRequest<AutomationStateAt>(`${STATE_PATH}?at=${at}`, { signal });
}

// The past does not change: one fetch per seq is enough.
export function getAutomationStateAtQueryOptions(at: number) {
  return queryOptions({
    queryKey: [STATE_PATH, { at }],
    queryFn: ({ signal }) => getAutomationStateAt(at, signal),
  });
}

export function useAutomationStateAt(at: number | null) {
  return useQuery({ ...getAutomationStateAtQueryOptions(at ?? 0), enabled: at !== null });
}
