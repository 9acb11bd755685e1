import { type AdminSession, AdminSessionListSchema } from "@movebreak/shared/contracts/admin-sessions";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

const SESSIONS_PATH = "/api/admin/sessions";

/** GET /api/admin/sessions: the active sessions, this browser's first (marked current). */
export async function getSessions(signal?: AbortSignal): Promise<AdminSession[]> {
  const parsed = AdminSessionListSchema.safeParse(await apiRequest(SESSIONS_PATH, { signal }));
  if (!parsed.success) throw new Error("The server's answer is not a list of sessions.");
  return parsed.data.sessions;
}

export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: [SESSIONS_PATH],
    queryFn: ({ signal }) => getSessions(signal),
  });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
