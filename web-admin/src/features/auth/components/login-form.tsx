import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/toast/toast-context";
import { storeSessionId } from "@/lib/session-store";
import { getSessionQueryOptions } from "../api/get-session";
import { useLogin } from "../api/login";

/** The admin token form. On success the session id is stored, then `onLoggedIn` runs. */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [token, setToken] = useState("");
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const tokenId = useId();
  const noteId = useId();

  const loginMutation = useLogin({
    onSuccess: (result) => {
      if (result.success && result.sessionId) {
        // The server has just accepted this session: no need to ask again on the next screen.
        queryClient.setQueryData(getSessionQueryOptions(result.sessionId).queryKey, { authenticated: true });
        storeSessionId(result.sessionId);
        toast({ title: "Login Successful", description: "Welcome to the admin area." });
        onLoggedIn();
        return;
      }
      toast({ title: "Login Failed", description: result.error || "Invalid admin token", variant: "destructive" });
    },
    onError: () => {
      toast({ title: "Login Error", description: "Network error during login", variant: "destructive" });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = token.trim();
    if (!trimmed) {
      toast({ title: "Token Required", description: "Please enter your admin token", variant: "destructive" });
      return;
    }
    loginMutation.mutate({ token: trimmed });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {/* Lets password managers file the token under a name; never shown. */}
      <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
      <div className="flex flex-col gap-2">
        <Label htmlFor={tokenId}>Admin Token</Label>
        <Input
          id={tokenId}
          name="token"
          type="password"
          autoComplete="current-password"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          aria-describedby={noteId}
        />
        <p id={noteId} className="text-slate-600 text-sm">
          Your session is remembered for 30 days on this browser.
        </p>
      </div>
      <Button type="submit" disabled={loginMutation.isPending} className="w-full">
        {loginMutation.isPending ? "Signing in..." : "Access Admin Area"}
      </Button>
    </form>
  );
}
