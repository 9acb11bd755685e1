import { useSyncExternalStore } from "react";
import { getStoredSessionId, subscribeSessionId } from "@/lib/session-store";

/** The session id in local storage, re-rendering when it is stored or removed. */
export function useStoredSessionId(): string | null {
  return useSyncExternalStore(subscribeSessionId, getStoredSessionId, () => null);
}
