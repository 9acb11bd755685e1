import { ADMIN_SESSION } from "@movebreak/shared/constants";
import { SessionResponseSchema } from "@movebreak/shared/contracts/admin";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "@/lib/api-client";

export type SessionResponse = z.infer<typeof SessionResponseSchema>;

const SESSION_PATH = "/api/admin/session";

/** GET /api/admin/session: is this session id still valid? */
export async function getSession(sessionId: string): Promise<SessionResponse> {
  const body = await apiRequest(SESSION_PATH, { headers: { [ADMIN_SESSION.headerName]: sessionId } });
  return SessionResponseSchema.parse(body);
}

// The id is part of the key: a new login must not reuse the answer about an old session.
export function getSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: [SESSION_PATH, sessionId],
    queryFn: () => getSession(sessionId),
  });
}

export function useSession(sessionId: string | null) {
  return useQuery({ ...getSessionQueryOptions(sessionId ?? ""), enabled: sessionId !== null });
}
