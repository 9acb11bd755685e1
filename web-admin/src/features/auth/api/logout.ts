import { ADMIN_SESSION } from "@movebreak/shared/constants";
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/admin/logout with the session header: the server forgets the session. */
export async function logout(sessionId: string): Promise<unknown> {
  return apiRequest("/api/admin/logout", {
    method: "POST",
    headers: { [ADMIN_SESSION.headerName]: sessionId },
    // The logout button forgets the session and goes to the login page whatever the answer.
    handlesUnauthorized: true,
  });
}

export function useLogout(options: Omit<UseMutationOptions<unknown, Error, string>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: logout });
}
