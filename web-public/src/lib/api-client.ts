/** A non-OK API answer; the message keeps the spec's "status: body text" form. */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
  }
}

/** True when a query failed because the API answered 404. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The one way the public site reads the API (spec section 7): a GET on the same
 * origin with cookies, JSON body; any non-OK answer throws "status: body text"
 * (or the status text when the body is empty).
 */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: "include", signal });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new ApiError(response.status, text || response.statusText);
  }
  return (await response.json()) as T;
}
