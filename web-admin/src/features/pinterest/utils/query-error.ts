import { ApiError } from "@/lib/api-client";

/** A failed query's message for the page: the server's `{error}`, else the spec's "status: body". */
export function queryErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    try {
      const body: unknown = JSON.parse(error.body);
      if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error) {
        return body.error;
      }
    } catch {
      // Not JSON: the status line says enough.
    }
  }
  return error instanceof Error ? error.message : String(error);
}
