import { type LoginRequestSchema, LoginResponseSchema } from "@movebreak/shared/contracts/admin";
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "@/lib/api-client";

export type LoginRequest = z.input<typeof LoginRequestSchema>;
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/**
 * POST /api/admin/login. A refused token (401, 400, 429) is an answer, not an exception:
 * it resolves with success false and the server's message. Only a failed request throws.
 */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const response = await apiFetch("/api/admin/login", { method: "POST", json: body, handlesUnauthorized: true });
  const payload: unknown = await response.json().catch(() => null);
  if (response.ok) return LoginResponseSchema.parse(payload);
  const error =
    payload !== null && typeof payload === "object" && "error" in payload && typeof payload.error === "string"
      ? payload.error
      : undefined;
  return { success: false, error };
}

export function useLogin(options: Omit<UseMutationOptions<LoginResponse, Error, LoginRequest>, "mutationFn"> = {}) {
  return useMutation({ ...options, mutationFn: login });
}
