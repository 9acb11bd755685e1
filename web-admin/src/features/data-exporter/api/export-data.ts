import { type DataType, exportFileSchema } from "@movebreak/shared/contracts/admin";
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiFetch } from "@/lib/api-client";
import { authorizationHeader } from "../utils/authorization-header";
import { transferError } from "../utils/transfer-error";

// The records pass through as the server wrote them: the file is made to be imported again.
const ExportAnswerSchema = exportFileSchema(z.unknown());
export type ExportAnswer = z.infer<typeof ExportAnswerSchema>;

export interface ExportDataInput {
  type: DataType;
  /** The optional admin API key, sent as a Bearer header. */
  apiKey?: string;
}

/** GET /api/admin/export-{type}: {exported, count, data}. Throws `TransferError` when refused. */
export async function exportData({ type, apiKey }: ExportDataInput): Promise<ExportAnswer> {
  // A 401 here asks for the Admin API Key (spec section 6), which the screen says: the session stays.
  const response = await apiFetch(`/api/admin/export-${type}`, {
    headers: authorizationHeader(apiKey),
    handlesUnauthorized: true,
  });
  if (!response.ok) {
    throw transferError(response.status, response.statusText, await response.text().catch(() => ""));
  }
  const parsed = ExportAnswerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new Error("The server's answer is not an export file.");
  return parsed.data;
}

/** A mutation, not a query: each press asks for a fresh copy, and nothing is cached. */
export function useExportData(
  options: Omit<UseMutationOptions<ExportAnswer, Error, ExportDataInput>, "mutationFn"> = {},
) {
  return useMutation({ ...options, mutationFn: exportData });
}
