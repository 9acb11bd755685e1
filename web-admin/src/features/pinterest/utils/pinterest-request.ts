import { type ApiFetchOptions, apiFetch } from "@/lib/api-client";

/** The server answered, but not OK: `serverError` is its `{error}` message, when it sent one. */
export class PinterestRequestFailed extends Error {
  readonly status: number;
  readonly serverError: string | undefined;

  constructor(status: number, serverError: string | undefined) {
    super(serverError || `Request failed with status ${status}`);
    this.name = "PinterestRequestFailed";
    this.status = status;
    this.serverError = serverError;
  }
}

/** No answer at all (offline, server down): the spec's "network error" toasts. */
export class PinterestNetworkError extends Error {
  constructor() {
    super("Network error");
    this.name = "PinterestNetworkError";
  }
}

async function errorOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse(await response.text());
    if (body && typeof body === "object" && "error" in body && typeof body.error === "string") {
      return body.error || undefined;
    }
  } catch {
    // Not JSON: no server message.
  }
  return undefined;
}

/** A Pinterest call whose failures the page tells apart: no answer, or an answer with the server's error. */
export async function pinterestRequest<T>(url: string, options: ApiFetchOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(url, options);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new PinterestNetworkError();
  }
  if (!response.ok) throw new PinterestRequestFailed(response.status, await errorOf(response));
  return (await response.json()) as T;
}

/** The server's message for a failed call, else the fallback (network failures included). */
export function serverErrorOf(error: unknown, fallback: string): string {
  return error instanceof PinterestRequestFailed && error.serverError ? error.serverError : fallback;
}
