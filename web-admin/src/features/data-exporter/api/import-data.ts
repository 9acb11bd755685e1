import { ADMIN_SESSION } from "@movebreak/shared/constants";
import {
  type DataType,
  type ImportRequestBody,
  type ImportResult,
  ImportResultSchema,
} from "@movebreak/shared/contracts/admin";
import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { getStoredSessionId } from "@/lib/session-store";
import { authorizationHeader } from "../utils/authorization-header";
import { TransferError, transferError } from "../utils/transfer-error";
import { getImportsQueryOptions } from "./get-imports";

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
}

export interface ImportDataInput extends Omit<ImportRequestBody, "clearExisting"> {
  type: DataType;
  /** The optional admin API key, sent as a Bearer header. */
  apiKey?: string;
  /** Called as the body goes up; `onUploaded` once it is all sent and the server is working. */
  onProgress?: (progress: UploadProgress) => void;
  onUploaded?: () => void;
}

/**
 * POST /api/admin/import-{type} with {data, mode, fileName} (and confirmDeletions once the
 * operator has seen the preview). XMLHttpRequest rather than fetch because only it reports
 * upload progress, and files can be up to 20 MB. It sends what `apiFetch` sends: cookies and
 * the x-admin-session header. Throws `TransferError` when refused (401 asks for the API key;
 * 413 carries the server's size message), `ConfirmationNeededError` for a 409 with a preview.
 */
export function importData({
  type,
  data,
  mode,
  fileName,
  confirmDeletions,
  apiKey,
  onProgress,
  onUploaded,
}: ImportDataInput): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/import-${type}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", "application/json");
    const sessionId = getStoredSessionId();
    if (sessionId) xhr.setRequestHeader(ADMIN_SESSION.headerName, sessionId);
    for (const [name, value] of Object.entries(authorizationHeader(apiKey))) xhr.setRequestHeader(name, value);

    xhr.upload.addEventListener("progress", (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    });
    xhr.upload.addEventListener("load", () => onUploaded?.());

    xhr.addEventListener("load", () => {
      const bodyText = typeof xhr.responseText === "string" ? xhr.responseText : "";
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(transferError(xhr.status, xhr.statusText, bodyText));
        return;
      }
      let body: unknown = null;
      try {
        body = JSON.parse(bodyText);
      } catch {
        // Falls through to the schema check below.
      }
      const parsed = ImportResultSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new TransferError(xhr.status, "The server's answer is not an import result."));
    });
    xhr.addEventListener("error", () => {
      reject(new TransferError(0, "Network error: the file could not be sent. Check the connection and try again."));
    });
    xhr.addEventListener("abort", () => reject(new TransferError(0, "The upload was cancelled.")));

    const body: ImportRequestBody = { data, mode, fileName, ...(confirmDeletions ? { confirmDeletions: true } : {}) };
    xhr.send(JSON.stringify(body));
  });
}

/** Every import that goes through is recorded: the list of imports is read again (the result need not wait for it). */
export function useImportData(
  options: Omit<UseMutationOptions<ImportResult, Error, ImportDataInput>, "mutationFn"> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: importData,
    onSuccess: async (...args) => {
      void queryClient.invalidateQueries({ queryKey: getImportsQueryOptions().queryKey });
      await options.onSuccess?.(...args);
    },
  });
}
