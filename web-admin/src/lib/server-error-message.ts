import { ApiError } from "./api-client";

/**
 * The message a toast shows for a failed call: the server's `{error}` when it sent one, else the caller's
 * default (network failures included). (features/automation/utils/server-error.ts does the same for its
 * screens, and can move here.)
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed !== null && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") {
      return parsed.error || fallback;
    }
  } catch {
    // Not JSON.
  }
  return fallback;
}
