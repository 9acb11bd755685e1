import { SectionCard } from "@/components/ui/section-card";
import { Spinner } from "@/components/ui/spinner";
import { usePinterestStatus } from "../api/get-pinterest-status";
import { PAGE_OAUTH_MESSAGES, usePinterestOAuthReturn } from "../hooks/use-pinterest-oauth-return";
import { queryErrorMessage } from "../utils/query-error";
import { BoardPicker } from "./board-picker";
import { ConnectPanel } from "./connect-panel";
import { ConnectionCard } from "./connection-card";
import { RecentPins } from "./recent-pins";

/** /admin/pinterest: the connection, its recent pins and where new pages are pinned. */
export function PinterestPage() {
  usePinterestOAuthReturn(PAGE_OAUTH_MESSAGES);
  const status = usePinterestStatus();

  if (status.isPending) return <Spinner label="Loading Pinterest connection..." showLabel />;
  if (status.isError) {
    return (
      <SectionCard title="Connection Status">
        <p role="alert" className="text-red-700 text-sm">
          {queryErrorMessage(status.error)}
        </p>
      </SectionCard>
    );
  }
  const { connection } = status.data;
  if (!status.data.connected || !connection) return <ConnectPanel />;
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <ConnectionCard connection={connection} />
        <BoardPicker />
      </div>
      <RecentPins />
    </div>
  );
}
