import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast/toast-context";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useSessions } from "../api/get-sessions";
import { useRevokeOtherSessions } from "../api/revoke-other-sessions";
import { useRevokeSession } from "../api/revoke-session";
import { sessionsCount } from "../utils/format-session";
import { SessionRow } from "./session-row";

/**
 * Every browser signed in to the admin, so an operator can see a session that is not theirs and end it: one
 * by one, or all but this browser's after a confirmation that says how many end. An ended session's next
 * call answers 401, and that browser goes to the login page.
 */
export function ActiveSessionsPanel() {
  const headingId = useId();
  const { toast } = useToast();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current);
  const busy = revoke.isPending || revokeOthers.isPending;

  const onRevoke = (label: string) =>
    revoke.mutate(label, {
      onSuccess: () => toast({ title: "Session Revoked", description: `Session ${label} has been logged out.` }),
      onError: (error) =>
        toast({
          title: "Revoke Failed",
          description: serverErrorMessage(error, `Could not revoke session ${label}.`),
          variant: "destructive",
        }),
    });

  const onConfirmRevokeOthers = () => {
    setConfirming(false);
    revokeOthers.mutate(undefined, {
      onSuccess: ({ revoked }) =>
        toast({
          title: "Logged Out Everywhere Else",
          description: `${sessionsCount(revoked.length)} ended. This browser stays signed in.`,
        }),
      onError: (error) =>
        toast({
          title: "Log Out Failed",
          description: serverErrorMessage(error, "Could not end the other sessions."),
          variant: "destructive",
        }),
    });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            Active sessions
          </h2>
          <p className="mt-1 text-slate-600 text-sm">
            Every browser signed in to the admin. Revoke any you do not recognise: it is sent to the login page.
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button variant="outline" onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
            Refresh
          </Button>
          <Button variant="destructive" disabled={others.length === 0 || busy} onClick={() => setConfirming(true)}>
            {revokeOthers.isPending ? "Logging out..." : "Log out everywhere else"}
          </Button>
        </div>
      </div>

      <div className="mt-4">
        {sessions.isPending ? (
          <Spinner label="Loading sessions..." showLabel />
        ) : sessions.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="text-red-800 text-sm">
              Could not load the sessions: {serverErrorMessage(sessions.error, sessions.error.message)}
            </p>
            <Button variant="outline" onClick={() => void sessions.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <>
            <ul aria-label="Active sessions" className="divide-y divide-slate-200">
              {list.map((session) => (
                <SessionRow
                  key={session.label}
                  session={session}
                  revoking={revoke.isPending && revoke.variables === session.label}
                  disabled={busy}
                  onRevoke={() => onRevoke(session.label)}
                />
              ))}
            </ul>
            {others.length === 0 ? <p className="mt-2 text-slate-600 text-sm">No other browser is signed in.</p> : null}
          </>
        )}
      </div>

      <ConfirmDialog
        open={confirming}
        title="Log out everywhere else?"
        description={`${sessionsCount(others.length)} will end. Those browsers are sent to the login page at their next action; this browser stays signed in.`}
        confirmLabel={`End ${sessionsCount(others.length)}`}
        confirmVariant="destructive"
        onConfirm={onConfirmRevokeOthers}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
