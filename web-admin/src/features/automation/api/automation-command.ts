import { type QueryClient, type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiFetchOptions, apiRequest } from "@/lib/api-client";
import { getActivityLogsQueryOptions } from "./get-activity-logs";
import { getAutomationConsoleQueryOptions } from "./get-automation-console";
import { getAutomationEventsInfiniteQueryOptions } from "./get-automation-events";
import { getAutomationMetricsQueryOptions } from "./get-automation-metrics";
import { getAutomationStatusQueryOptions } from "./get-automation-status";

/** What every automation command answers: {success, message}; a refusal is a 409 {error}. */
export interface CommandResponse {
  success: true;
  message: string;
}

/** Sends one automation command; a non-OK answer throws an ApiError holding the server's body. */
export function sendAutomationCommand(path: string, options: ApiFetchOptions): Promise<CommandResponse> {
  return apiRequest<CommandResponse>(path, options);
}

/** A command changes what every read shows: refresh them with their own query keys. */
export function invalidateAutomationReads(queryClient: QueryClient): Promise<void> {
  const [eventsRoot] = getAutomationEventsInfiniteQueryOptions({}).queryKey;
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getAutomationStatusQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getActivityLogsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getAutomationConsoleQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: getAutomationMetricsQueryOptions().queryKey }),
    // Every filtered timeline: the first segment of the events key.
    queryClient.invalidateQueries({ queryKey: [eventsRoot] }),
  ]).then(() => undefined);
}

export type CommandMutationOptions<TVariables = void> = Omit<
  UseMutationOptions<CommandResponse, Error, TVariables>,
  "mutationFn"
>;

/** useMutation for a command, refreshing the reads once it settles (a 409 also means the screen was stale). */
export function useAutomationCommand<TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<CommandResponse>,
  { onSettled, ...options }: CommandMutationOptions<TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSettled: async (...args) => {
      await invalidateAutomationReads(queryClient);
      await onSettled?.(...args);
    },
  });
}
