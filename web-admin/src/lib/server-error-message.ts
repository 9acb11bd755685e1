import { ApiError } from "./api-client";

/**
 * The message a toast shows for a failed call: the server's `{error}` when it sent one,
 * else its plain-text body, else the caller's default (network failures included).
 */
export function serverErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const fromJson = errorFieldOf(error.body);
    if (fromJson) return fromJson;
    const text = error.body.trim();
    if (text && !text.startsWith("{") && !text.startsWith("<")) return text;
  }
  return fallback;
}

function errorFieldOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed !== null && typeof parsed === "object" && "error" in parsed && typeof parsed.error === "string") {
      return parsed.error || undefined;
    }
  } catch {
    // Not JSON: the caller falls back to the text.
  }
  return undefined;
}
