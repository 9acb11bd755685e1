import type { PinterestConnection } from "@movebreak/shared/contracts/pinterest";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { RemoteImage } from "@/components/ui/remote-image";
import { SectionCard } from "@/components/ui/section-card";
import { useToast } from "@/components/ui/toast/toast-context";
import { useDisconnectPinterest } from "../api/disconnect-pinterest";
import { useTestPinterestConnection } from "../api/test-pinterest-connection";
import { formatAccountType, formatDateTime } from "../utils/format";
import { serverErrorOf } from "../utils/pinterest-request";
import { Badge } from "./badge";
import { ReconnectNotice } from "./reconnect-notice";

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide">{label}</dt>
      <dd className="mt-1 break-words text-slate-900 text-sm">{children}</dd>
    </div>
  );
}

/** The connected account: who, until when, with what rights; test it or disconnect it. */
export function ConnectionCard({ connection }: { connection: PinterestConnection }) {
  const { toast } = useToast();
  const test = useTestPinterestConnection();
  const disconnect = useDisconnectPinterest();
  const account = `@${connection.username}`;

  const onTest = () => {
    test.mutate(undefined, {
      onSuccess: (result) => {
        if (result.success) {
          toast({
            title: "Connection Working",
            description: `Pinterest answered for ${result.profile ? `@${result.profile.username}` : account}.`,
          });
        } else {
          toast({
            title: "Connection Issue",
            description: result.error || "Pinterest did not accept the stored token.",
            variant: "destructive",
          });
        }
      },
      onError: (error) =>
        toast({
          title: "Test Failed",
          description: serverErrorOf(error, "Could not test the Pinterest connection."),
          variant: "destructive",
        }),
    });
  };

  const onDisconnect = () => {
    const confirmed = window.confirm(
      `Disconnect the Pinterest account ${account}? Its tokens are deleted and new pages are no longer pinned.`,
    );
    if (!confirmed) return;
    // Awaited rather than per-call callbacks: this card is gone once the refreshed status says "not connected".
    disconnect.mutateAsync().then(
      () => toast({ title: "Pinterest Disconnected", description: `${account} is no longer connected.` }),
      (error: unknown) =>
        toast({
          title: "Disconnect Failed",
          description: serverErrorOf(error, "Could not disconnect the Pinterest account."),
          variant: "destructive",
        }),
    );
  };

  const expires = formatDateTime(connection.expiresAt);
  const lastSync = formatDateTime(connection.lastSyncAt);
  // A failure that is not a refusal (Pinterest down, no answer) asks for no reconnect, but is said.
  const failedCall =
    connection.lastCall?.outcome === "failed"
      ? { when: formatDateTime(connection.lastCall.at), error: connection.lastCall.error ?? "no answer" }
      : null;

  return (
    <SectionCard
      title="Connection Status"
      aside={
        // Green only while Pinterest accepts the stored token: the last call's outcome, kept by the server.
        connection.needsReconnect ? (
          <Badge tone="danger">Reconnect needed</Badge>
        ) : (
          <Badge tone="success">Connected</Badge>
        )
      }
    >
      {connection.needsReconnect ? <ReconnectNotice connection={connection} /> : null}
      <div className="flex items-center gap-4">
        <RemoteImage
          src={connection.profileImage}
          alt=""
          fallbackLabel={`No profile image for ${account}`}
          fallback={
            <span className="font-semibold text-lg text-slate-600">{connection.username.charAt(0).toUpperCase()}</span>
          }
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-full border border-slate-200 bg-slate-100 object-cover"
        />
        <p className="min-w-0 truncate font-semibold text-lg text-slate-900">{account}</p>
      </div>

      <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        <Detail label="Account type">{formatAccountType(connection.accountType)}</Detail>
        <Detail label="Connected with">{connection.method === "oauth" ? "Pinterest OAuth" : "Access token"}</Detail>
        <Detail label="Token expires">
          <span className="inline-flex flex-wrap items-center gap-2">
            {expires ?? "Unknown"}
            {connection.isExpired ? <Badge tone="danger">Token expired</Badge> : null}
          </span>
          {!expires ? (
            <span className="mt-0.5 block text-slate-500 text-xs">
              Pinterest does not say for a token entered by hand
            </span>
          ) : connection.canRefresh && !connection.isExpired && !connection.needsReconnect ? (
            <span className="mt-0.5 block text-slate-500 text-xs">Renewed automatically before it expires</span>
          ) : null}
        </Detail>
        <Detail label="Last sync">
          {lastSync ?? "Never"}
          {failedCall ? (
            <span className="mt-0.5 block text-amber-800 text-xs">
              The last call failed{failedCall.when ? ` (${failedCall.when})` : ""}: {failedCall.error}
            </span>
          ) : null}
        </Detail>
        <div className="sm:col-span-2">
          <dt className="font-medium text-slate-500 text-xs uppercase tracking-wide">Scopes</dt>
          <dd className="mt-1.5">
            {connection.scopes.length > 0 ? (
              <ul aria-label="Granted scopes" className="flex flex-wrap gap-1.5">
                {connection.scopes.map((scope) => (
                  <li key={scope}>
                    <code className="rounded-md bg-slate-100 px-2 py-0.5 font-mono text-slate-800 text-xs">
                      {scope}
                    </code>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-slate-600 text-sm">Not reported for a token entered by hand</span>
            )}
          </dd>
        </div>
      </dl>

      <div className="mt-6 flex flex-col gap-2 border-slate-100 border-t pt-5 sm:flex-row">
        <Button variant="outline" onClick={onTest} disabled={test.isPending}>
          {test.isPending ? "Testing..." : "Test Connection"}
        </Button>
        <Button
          variant="outline"
          onClick={onDisconnect}
          disabled={disconnect.isPending}
          // "!": the outline variant's own border and text colours would otherwise win in the stylesheet.
          className="border-red-300! text-red-700! hover:bg-red-50! hover:text-red-800!"
        >
          {disconnect.isPending ? "Disconnecting..." : "Disconnect"}
        </Button>
      </div>
    </SectionCard>
  );
}
