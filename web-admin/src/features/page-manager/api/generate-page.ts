import type { GenerateResponseSchema } from "@movebreak/shared/contracts/landing-pages";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { failureFrom } from "../utils/request-failure";
import { getQueueStatusQueryOptions } from "./get-queue-status";

export type GenerateResponse = z.infer<typeof GenerateResponseSchema>;

/** POST /api/page-generator/generate: queues one page generation job (202). */
export async function generatePage(): Promise<GenerateResponse> {
  const response = await apiFetch("/api/page-generator/generate", { method: "POST" });
  // The toast shows the server's error, else the status text.
  if (!response.ok) throw await failureFrom(response);
  return (await response.json()) as GenerateResponse;
}

/** Queues a job; its callers add their own toasts through `mutate(undefined, { onSuccess, onError })`. */
export function useGeneratePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generatePage,
    onSuccess: (data) => {
      // The answer already holds the new counts: show them at once, then confirm with the server.
      queryClient.setQueryData(getQueueStatusQueryOptions().queryKey, { success: true, queueStatus: data.queueStatus });
      return queryClient.invalidateQueries({ queryKey: getQueueStatusQueryOptions().queryKey });
    },
  });
}
