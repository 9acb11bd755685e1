import type { EventActors } from "@movebreak/shared/contracts/automation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const ACTORS_PATH = "/api/automation/events/actors";

/** GET /api/automation/events/actors: who the latest events were recorded for (the actor filter's suggestions). */
export function getEventActors(signal?: AbortSignal): Promise<EventActors> {
  return apiRequest<EventActors>(ACTORS_PATH, { signal });
}

export function getEventActorsQueryOptions() {
  return queryOptions({ queryKey: [ACTORS_PATH], queryFn: ({ signal }) => getEventActors(signal) });
}

/** The suggestions, read once per visit of History: a suggestion only spares typing, the filter takes any prefix. */
export function useEventActors() {
  return useQuery(getEventActorsQueryOptions());
}
