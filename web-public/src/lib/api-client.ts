/**
 * The one way the public site reads the API (spec section 7): a GET on the same
 * origin with cookies, JSON body; any non-OK answer throws "status: body text"
 * (or the status text when the body is empty).
 */
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { credentials: "include", signal });
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return (await response.json()) as T;
}
