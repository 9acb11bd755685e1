import type { ConsoleResponseSchema } from "@movebreak/shared/contracts/automation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";

export type ConsoleResponse = z.infer<typeof ConsoleResponseSchema>;

const CONSOLE_PATH = "/api/automation/console";
export const CONSOLE_LIMIT = 100;
/** Admin spec section 9: the console is polled every 2 s. */
export const CONSOLE_POLL_MS = 2_000;

/** GET /api/automation/console?limit=100: the status, the server's time and the newest lines. */
export function getAutomationConsole(limit = CONSOLE_LIMIT, signal?: AbortSignal): Promise<ConsoleResponse> {
  return apiRequest<ConsoleResponse>(`${CONSOLE_PATH}?limit=${limit}`, { signal });
}

export function getAutomationConsoleQueryOptions(limit = CONSOLE_LIMIT) {
  return queryOptions({
    queryKey: [CONSOLE_PATH, { limit }],
    queryFn: ({ signal }) => getAutomationConsole(limit, signal),
    refetchInterval: CONSOLE_POLL_MS,
  });
}

export function useAutomationConsole(limit = CONSOLE_LIMIT) {
  return useQuery(getAutomationConsoleQueryOptions(limit));
}
