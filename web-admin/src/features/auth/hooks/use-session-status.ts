import { useEffect } from "react";
import { clearStoredSessionId } from "@/lib/session-store";
import { useSession } from "../api/get-session";
import { useStoredSessionId } from "./use-stored-session-id";

export type SessionStatus = "checking" | "authenticated" | "unauthenticated";

/**
 * Whether the visitor is signed in: a stored id that the server confirms. A check that
 * fails, or says not authenticated, removes the stored id (spec section 4).
 */
export function useSessionStatus(): SessionStatus {
  const sessionId = useStoredSessionId();
  const session = useSession(sessionId);
  const rejected = sessionId !== null && (session.isError || session.data?.authenticated === false);

  useEffect(() => {
    if (rejected) clearStoredSessionId();
  }, [rejected]);

  if (sessionId === null || rejected) return "unauthenticated";
  if (session.isPending) return "checking";
  return "authenticated";
}
