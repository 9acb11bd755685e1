import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useToast } from "@/components/ui/toast/toast-context";
import { exchangePinterestCode } from "../api/exchange-pinterest-code";
import { refreshPinterestQueries } from "../api/refresh-pinterest-queries";
import { PinterestNetworkError, serverErrorOf } from "../utils/pinterest-request";

/** The toast titles of one screen (admin spec section 8 gives the home's and the Pinterest page's). */
export interface OAuthReturnMessages {
  authorizationFailed: string;
  connectionFailed: string;
  connectionError: string;
  connected: string;
}

export const HOME_OAUTH_MESSAGES: OAuthReturnMessages = {
  authorizationFailed: "Pinterest Authorization Failed",
  connectionFailed: "Pinterest Connection Failed",
  connectionError: "Pinterest Connection Error",
  connected: "Pinterest Connected!",
};

export const PAGE_OAUTH_MESSAGES: OAuthReturnMessages = {
  authorizationFailed: "Authorization Failed",
  connectionFailed: "Connection Failed",
  connectionError: "Connection Error",
  connected: "Pinterest Connected!",
};

const PARAMS = ["code", "state", "error", "error_description"] as const;

// A code can be exchanged once: a second effect run (React's strict mode, a re-render) must not send it again.
const handled = new Set<string>();

/**
 * The return from Pinterest's authorization (?code&state or ?error&error_description): the
 * parameters are cleared from the address at once, then the code is exchanged (or the error shown).
 */
export function usePinterestOAuthReturn(messages: OAuthReturnMessages, onConnected?: () => void): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const latest = useRef({ messages, onConnected });
  latest.current = { messages, onConnected };

  const code = searchParams.get("code");
  const state = searchParams.get("state");
  const error = searchParams.get("error");
  const errorDescription = searchParams.get("error_description");

  useEffect(() => {
    if (!code && !error) return;
    const key = JSON.stringify([code, state, error]);
    if (handled.has(key)) return;
    handled.add(key);
    // The one-time code leaves the address bar (and the history entry) before anything else happens.
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    const { messages: m } = latest.current;
    if (error) {
      toast({ title: m.authorizationFailed, description: errorDescription || error, variant: "destructive" });
      return;
    }
    exchangePinterestCode({ code: code ?? "", state: state ?? "" }).then(
      async (result) => {
        await refreshPinterestQueries(queryClient);
        toast({ title: latest.current.messages.connected, description: result.message });
        latest.current.onConnected?.();
      },
      (failure: unknown) => {
        const { messages: now } = latest.current;
        if (failure instanceof PinterestNetworkError) {
          toast({
            title: now.connectionError,
            description: "Network error while connecting Pinterest account",
            variant: "destructive",
          });
          return;
        }
        toast({
          title: now.connectionFailed,
          description: serverErrorOf(failure, "Failed to connect Pinterest account"),
          variant: "destructive",
        });
      },
    );
  }, [code, state, error, errorDescription, setSearchParams, toast, queryClient]);
}
