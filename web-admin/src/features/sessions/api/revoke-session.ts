import { type RevokeSessionsResponse, RevokeSessionsResponseSchema } from "@movebreak/shared/contracts/admin-sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { getSessionsQueryOptions } from "./get-sessions";

/** DELETE /api/admin/sessions/{label}: that session's next call answers 401. */
export async function revokeSession(label: string): Promise<RevokeSessionsResponse> {
  return RevokeSessionsResponseSchema.parse(
    await apiRequest(`/api/admin/sessions/${encodeURIComponent(label)}`, { method: "DELETE" }),
  );
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    // Also after a failure: a 404 means the session had already ended, and the list should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
