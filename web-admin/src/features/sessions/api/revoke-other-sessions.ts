import { type RevokeSessionsResponse, RevokeSessionsResponseSchema } from "@movebreak/shared/contracts/admin-sessions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { getSessionsQueryOptions } from "./get-sessions";

/** POST /api/admin/sessions/revoke-others: every session but this browser's ends. */
export async function revokeOtherSessions(): Promise<RevokeSessionsResponse> {
  return RevokeSessionsResponseSchema.parse(await apiRequest("/api/admin/sessions/revoke-others", { method: "POST" }));
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
