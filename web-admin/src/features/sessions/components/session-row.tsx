import type { AdminSession } from "@movebreak/shared/contracts/admin-sessions";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { formatSessionTime } from "../utils/format-session";

/** One active session: which browser, from where, since when; Revoke for any but this browser's. */
export function SessionRow({
  session,
  revoking,
  disabled,
  onRevoke,
}: {
  session: AdminSession;
  revoking: boolean;
  disabled: boolean;
  onRevoke: () => void;
}) {
  const nameId = useId();
  const browser = session.browser ?? "Unknown browser";
  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span id={nameId} className="font-medium text-slate-900">
            {browser}
          </span>
          {session.current ? (
            <span className="rounded-full bg-brand-100 px-2 py-0.5 font-medium text-brand-900 text-xs">
              This browser
            </span>
          ) : null}
        </p>
        <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-slate-600 text-sm sm:grid-cols-[auto_auto] sm:justify-start">
          <div className="flex gap-1">
            <dt>Session</dt>
            <dd className="font-mono text-slate-800">{session.label}</dd>
          </div>
          <div className="flex gap-1">
            <dt>From</dt>
            <dd className="text-slate-800">{session.address ?? "unknown network"}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Signed in</dt>
            <dd>
              <time dateTime={session.createdAt}>{formatSessionTime(session.createdAt)}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Last used</dt>
            <dd>
              <time dateTime={session.lastUsedAt}>{formatSessionTime(session.lastUsedAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          className="shrink-0 sm:self-center"
          aria-label={`Revoke session ${session.label} (${browser})`}
          disabled={disabled}
          onClick={onRevoke}
        >
          {revoking ? "Revoking..." : "Revoke"}
        </Button>
      )}
    </li>
  );
}
