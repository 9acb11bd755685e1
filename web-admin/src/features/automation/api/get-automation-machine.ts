import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The answer of GET /api/automation/machine (services/src/automation/machine-diagram.ts). */
export interface MachineDiagram {
  id: string;
  regions: {
    region: string;
    initial: string | null;
    states: { id: string; transitions: { event: string; target: string | null }[] }[];
  }[];
  globalEvents?: string[];
}

const MACHINE_PATH = "/api/automation/machine";

/** GET /api/automation/machine: the statechart's regions, states and transitions. */
export function getAutomationMachine(signal?: AbortSignal): Promise<MachineDiagram> {
  return apiRequest<MachineDiagram>(MACHINE_PATH, { signal });
}

// The machine's definition only changes with a deploy: fetched once (the client never marks data stale).
export function getAutomationMachineQueryOptions() {
  return queryOptions({
    queryKey: [MACHINE_PATH],
    queryFn: ({ signal }) => getAutomationMachine(signal),
  });
}

export function useAutomationMachine() {
  return useQuery(getAutomationMachineQueryOptions());
}
