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

/** How the last session went: the operator left (or it was never valid), or an admin call answered 401. */
export type SessionEnd = "signed-out" | "expired";
let lastEnd: SessionEnd | null = null;

export function storeSessionId(sessionId: string): void {
  lastEnd = null;
  window.localStorage.setItem(SESSION_STORAGE_KEY, sessionId);
  notify();
}

export function clearStoredSessionId(reason: SessionEnd = "signed-out"): void {
  lastEnd = reason;
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  } finally {
    notify();
  }
}

/**
 * Why there is no session now, when one was cleared since the page loaded: the guard brings an
 * operator whose session expired mid-work back to the same page after login.
 */
export function sessionEndReason(): SessionEnd | null {
  return lastEnd;
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
