import type { PinterestConnection } from "@movebreak/shared/contracts/pinterest";
import { Button } from "@/components/ui/button";
import { useStartPinterestOauth } from "../hooks/use-start-pinterest-oauth";
import { formatDateTime } from "../utils/format";

/**
 * Pinterest refuses the stored tokens (or they expired and cannot be renewed): what went wrong, when, what
 * stops working, and what to do. OAuth connects again in place (the new connection replaces the refused one,
 * board choice included);
 * a token entered by hand is replaced by disconnecting and pasting a new one.
 */
export function ReconnectNotice({ connection }: { connection: PinterestConnection }) {
  const oauth = useStartPinterestOauth();
  const refused = connection.lastCall?.outcome === "refused" ? connection.lastCall : null;
  const when = formatDateTime(refused?.at);

  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 text-sm">
      <p className="font-semibold">
        {refused ? "Pinterest refuses the stored token" : "The access token has expired and cannot be renewed"}
      </p>
      {refused ? (
        <p className="mt-1 break-words">
          {when ? `${when}: ` : ""}
          {refused.error ?? "Pinterest refused the token."}
        </p>
      ) : null}
      <p className="mt-1">
        Recent pins and boards cannot be read, and new pages are not pinned, until the account is connected again.
      </p>
      {connection.method === "oauth" ? (
        <div className="mt-3 flex flex-col items-stretch gap-2 sm:items-start">
          <Button onClick={oauth.start} disabled={oauth.redirecting} className="w-full sm:w-auto">
            {oauth.redirecting ? "Redirecting to Pinterest..." : "Reconnect with Pinterest OAuth"}
          </Button>
          <span className="text-red-800 text-xs">
            Approve access on Pinterest again, then choose the board for new pages again.
          </span>
        </div>
      ) : (
        <p className="mt-1 font-medium">
          To fix it: Disconnect below, then connect with a new access token from the Pinterest developer portal.
        </p>
      )}
    </div>
  );
}
