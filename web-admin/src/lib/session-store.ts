/**
 * The admin session id, kept in browser local storage (spec section 3) so a session
 * survives reloads for its 30 days. Components follow it through `subscribeSessionId`.
 */
export const SESSION_STORAGE_KEY = "adminSessionId";

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getStoredSessionId(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) || null;
  } catch {
    // Storage can be unavailable (privacy modes); then there is simply no session.
    return null;
  }
}

export function storeSessionId(sessionId: string): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, sessionId);
  notify();
}

export function clearStoredSessionId(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } finally {
    notify();
  }
}

export function subscribeSessionId(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
