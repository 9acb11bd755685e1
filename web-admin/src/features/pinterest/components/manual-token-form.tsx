import { PINTEREST_MESSAGES } from "@movebreak/shared/contracts/pinterest";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useToast } from "@/components/ui/toast/toast-context";
import { useConnectPinterest } from "../api/connect-pinterest";
import { PinterestNetworkError, serverErrorOf } from "../utils/pinterest-request";

/** The manual connection: an access token (required) and a refresh token (optional), hidden unless shown. */
export function ManualTokenForm() {
  const { toast } = useToast();
  const connect = useConnectPinterest();
  const [accessToken, setAccessToken] = useState("");
  const [refreshToken, setRefreshToken] = useState("");
  const [visible, setVisible] = useState(false);
  const [accessError, setAccessError] = useState<string | null>(null);
  const accessId = useId();
  const refreshId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const access = accessToken.trim();
    if (!access) {
      setAccessError(PINTEREST_MESSAGES.accessTokenRequired);
      document.getElementById(accessId)?.focus();
      return;
    }
    setAccessError(null);
    const refresh = refreshToken.trim();
    // Awaited rather than per-call callbacks: this form is gone once the refreshed status says "connected".
    connect.mutateAsync(refresh ? { accessToken: access, refreshToken: refresh } : { accessToken: access }).then(
      (result) => {
        setAccessToken("");
        setRefreshToken("");
        toast({ title: "Pinterest Connected!", description: result.message });
      },
      (error: unknown) => {
        if (error instanceof PinterestNetworkError) {
          toast({
            title: "Connection Error",
            description: "Network error while connecting Pinterest account",
            variant: "destructive",
          });
          return;
        }
        toast({
          title: "Connection Failed",
          description: serverErrorOf(error, "Failed to connect Pinterest account"),
          variant: "destructive",
        });
      },
    );
  };

  const type = visible ? "text" : "password";
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Connect with an access token" className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor={accessId}>Access Token</Label>
        <Input
          id={accessId}
          name="pinterest-access-token"
          type={type}
          autoComplete="off"
          spellCheck={false}
          value={accessToken}
          onChange={(event) => {
            setAccessToken(event.target.value);
            if (accessError) setAccessError(null);
          }}
          aria-invalid={accessError ? true : undefined}
          aria-describedby={accessError ? errorId : undefined}
          className="font-mono aria-invalid:border-red-600"
        />
        {accessError ? (
          <p id={errorId} className="font-medium text-red-700 text-sm">
            {accessError}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={refreshId}>
          Refresh Token <span className="font-normal text-slate-500">(optional)</span>
        </Label>
        <Input
          id={refreshId}
          name="pinterest-refresh-token"
          type={type}
          autoComplete="off"
          spellCheck={false}
          value={refreshToken}
          onChange={(event) => setRefreshToken(event.target.value)}
          className="font-mono"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={connect.isPending}>
          {connect.isPending ? "Connecting..." : "Connect with Token"}
        </Button>
        <Button variant="outline" onClick={() => setVisible((shown) => !shown)}>
          {visible ? "Hide tokens" : "Show tokens"}
        </Button>
      </div>
    </form>
  );
}
