import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toast/toast-context";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useClearActivityLogs } from "../api/clear-activity-logs";
import { useActivityLogs } from "../api/get-activity-logs";
import { ActivityLogList } from "./activity-log-list";
import { QueryError } from "./query-error";

export function ActivityLogsPanel() {
  const logs = useActivityLogs();
  const { toast } = useToast();
  // Clearing empties the log for everyone: it is asked first, and only a confirmation sends it.
  const [confirming, setConfirming] = useState(false);
  const clear = useClearActivityLogs({
    onSuccess: (result) => toast({ title: result.message }),
    onError: (error) =>
      toast({
        title: "Failed to Clear Logs",
        description: serverErrorMessage(error, "The activity logs could not be cleared. Please try again."),
        variant: "destructive",
      }),
  });

  if (logs.isPending) return <Spinner label="Loading activity logs..." showLabel />;
  if (logs.isError) return <QueryError error={logs.error} fallback="Failed to fetch activity logs" />;
  const entries = logs.data;

  return (
    <section aria-labelledby="automation-logs-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="automation-logs-heading" className="font-semibold text-slate-900">
            Activity Logs
          </h3>
          <p className="text-slate-600 text-sm">
            {entries.length} {entries.length === 1 ? "entry" : "entries"}
          </p>
        </div>
        {entries.length > 0 ? (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={clear.isPending}>
            {clear.isPending ? "Clearing..." : "Clear Logs"}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Clear the activity logs?"
        description={
          <>
            The log view empties: its {entries.length} {entries.length === 1 ? "entry goes" : "entries go"}, for every
            operator. The audit history keeps everything: each run and step stays in History, and can still be replayed
            and downloaded.
          </>
        }
        confirmLabel="Clear Logs"
        confirmVariant="destructive"
        onConfirm={() => {
          setConfirming(false);
          clear.mutate();
        }}
        onCancel={() => setConfirming(false)}
      />
      {entries.length === 0 ? (
        <EmptyState title="No activity logs yet" hint="Start automation to see logs here" />
      ) : (
        <div className="relative h-96 overflow-y-auto rounded-lg border border-slate-200 px-3">
          <ActivityLogList entries={entries} />
        </div>
      )}
    </section>
  );
}
