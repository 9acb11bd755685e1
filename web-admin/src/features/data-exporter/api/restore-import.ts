import { ChangePreviewSchema, MessageResponseSchema } from "@movebreak/shared/contracts/admin";
import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { requestError } from "../utils/transfer-error";
import { getImportsQueryOptions } from "./get-imports";

const RestoreAnswerSchema = MessageResponseSchema.extend({
  importId: z.number().int(),
  changes: ChangePreviewSchema,
});
export type RestoreAnswer = z.infer<typeof RestoreAnswerSchema>;

export interface RestoreImportInput {
  id: number;
  /** Set once the operator has seen the preview of what the restore deletes or overwrites. */
  confirmDeletions?: boolean;
}

/**
 * POST /api/admin/imports/{id}/restore. Without confirmDeletions, a restore that would delete or
 * overwrite records changes nothing and throws `ConfirmationNeededError` with its preview.
 */
export async function restoreImport({ id, confirmDeletions }: RestoreImportInput): Promise<RestoreAnswer> {
  const response = await apiFetch(`/api/admin/imports/${id}/restore`, {
    method: "POST",
    json: confirmDeletions ? { confirmDeletions: true } : {},
  });
  if (!response.ok) {
    throw requestError(response.status, response.statusText, await response.text().catch(() => ""));
  }
  const parsed = RestoreAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error("The server's answer is not a restore result.");
  return parsed.data;
}

/**
 * A restore is recorded as an import of its own and marks the one it undid: the list is read
 * again. (No other query of this app holds catalog records: exports are fetched fresh each time.)
 */
export function useRestoreImport(
  options: Omit<UseMutationOptions<RestoreAnswer, Error, RestoreImportInput>, "mutationFn"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: restoreImport,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: getImportsQueryOptions().queryKey });
    },
  });
}
