import { ADMIN_SESSION, CONCURRENT_CHANGE_MESSAGE } from "@movebreak/shared/constants";
import type { QueryFunction } from "@tanstack/react-query";
import { clearStoredSessionId, getStoredSessionId } from "./session-store";

/** A non-OK answer. The message follows the spec: "status: body text" (or the status text). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export interface ApiFetchOptions extends Omit<RequestInit, "body"> {
  /** Sent as JSON. */
  json?: unknown;
  /**
   * The caller reads a 401 itself (a refused token at login, the API key export asks for): it does not
   * end the session.
   */
  handlesUnauthorized?: boolean;
}

/** How long a write that lost to a concurrent change waits before it is sent again (once). */
export const CONFLICT_RETRY_DELAY_MS = 300;

/**
 * Every call of the admin app goes through here: cookies included, JSON in, and the
 * stored session id in the x-admin-session header when there is one. It does not throw
 * for non-OK answers; see `throwIfNotOk` and `apiRequest`. A 401 means the session it sent has
 * ended: the id is forgotten, and the session guard sends the browser to the login page, which
 * brings it back to the same page after.
 *
 * A write answered 409 "Another change came first; try again" stored nothing (another operator's or the
 * runner's change won every one of the server's retries): it is sent again once, after a short wait, and
 * only a second such answer reaches the caller (whose toast shows the message).
 */
export async function apiFetch(url: string, options: ApiFetchOptions = {}): Promise<Response> {
  const response = await apiFetchOnce(url, options);
  const method = (options.method ?? "GET").toUpperCase();
  if (method === "GET" || method === "HEAD" || !(await isConcurrentChange(response))) return response;
  await delay(CONFLICT_RETRY_DELAY_MS, options.signal ?? undefined);
  return apiFetchOnce(url, options);
}

async function isConcurrentChange(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  try {
    const body: unknown = await response.clone().json();
    return typeof body === "object" && body !== null && "error" in body && body.error === CONCURRENT_CHANGE_MESSAGE;
  } catch {
    return false;
  }
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function apiFetchOnce(url: string, options: ApiFetchOptions): Promise<Response> {
  const { json, headers: extraHeaders, handlesUnauthorized = false, ...init } = options;
  const headers = new Headers(extraHeaders);
  if (!headers.has("Accept")) headers.set("Accept", "application/json");
  const sessionId = getStoredSessionId();
  if (sessionId && !headers.has(ADMIN_SESSION.headerName)) headers.set(ADMIN_SESSION.headerName, sessionId);
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(json);
  }
  const response = await fetch(url, { credentials: "include", ...init, headers, body });
  const sent = headers.get(ADMIN_SESSION.headerName);
  // Only the session this request carried: a late 401 must not end one logged in since.
  if (response.status === 401 && !handlesUnauthorized && sent !== null && sent === getStoredSessionId()) {
    clearStoredSessionId("expired");
  }
  return response;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => "");
  throw new ApiError(response.status, response.statusText, text);
}

/** Fetch, throw `ApiError` for a non-OK answer, else return the JSON body. */
export async function apiRequest<T = unknown>(url: string, options: ApiFetchOptions = {}): Promise<T> {
  const response = await apiFetch(url, options);
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

/** The default query function: a GET of the query key's segments joined with "/". */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  apiRequest(queryKey.map(String).join("/"), { signal });
