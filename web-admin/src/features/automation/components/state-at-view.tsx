import { StatTile } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import type { AutomationStateAt } from "../api/get-automation-state-at";
import { formatDateTime, formatNumber, stepLabel, TOTAL_STEPS } from "../utils/format";
import { ActivityLogList } from "./activity-log-list";
import { MetricsSummary } from "./metrics-summary";
import { QueryError } from "./query-error";
import { StatusBadge } from "./status-badge";

/** The status, activity logs and metrics as they were right after the selected event. */
export function StateAtView({
  state,
  isPending,
  error,
  selectedSeq,
}: {
  state: AutomationStateAt | undefined;
  isPending: boolean;
  error: unknown;
  /** The event chosen, when it is not the automation's own (an admin or page job event). */
  selectedSeq?: number;
}) {
  if (isPending) return <Spinner label="Loading the state at this event..." showLabel />;
  if (error) return <QueryError error={error} fallback="Failed to load the state at this event" />;
  if (!state) return null;
  const { status } = state;

  return (
    <section aria-label={`State after event #${state.at}`} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-slate-900">
          After event #{state.at} ({state.eventType})
        </h4>
        <StatusBadge status={status.status} />
      </div>
      {selectedSeq !== undefined && selectedSeq !== state.at ? (
        <p className="-mt-2 text-slate-600 text-sm">
          The automation at event #{selectedSeq}: its last event by then was #{state.at}.
        </p>
      ) : null}
      <p className="-mt-2 text-slate-600 text-sm">
        <time dateTime={state.occurredAt}>{formatDateTime(state.occurredAt)}</time>
        {" · "}
        {state.machine.currentStep > 0
          ? `Step ${state.machine.currentStep}/${TOTAL_STEPS}: ${stepLabel(status.currentStepName ?? "")}`
          : "Between runs"}
        {" · "}
        Interval {status.intervalMinutes} min
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <StatTile label="Current Status" value={<StatusBadge status={status.status} />} />
        <StatTile label="Total Runs" value={formatNumber(status.totalRuns)} />
        <StatTile label="Successful" value={formatNumber(status.successCount)} />
        <StatTile label="Failed" value={formatNumber(status.errorCount)} />
      </dl>
      <div className="flex flex-col gap-2">
        <h5 className="font-medium text-slate-800 text-sm">Metrics then</h5>
        <MetricsSummary metrics={state.metrics} />
      </div>
      <div className="flex flex-col gap-2">
        <h5 className="font-medium text-slate-800 text-sm">Activity logs then ({state.logs.length})</h5>
        {state.logs.length === 0 ? (
          <p className="text-slate-500 text-sm">No activity logs at that time</p>
        ) : (
          <div className="relative max-h-72 overflow-y-auto rounded-lg border border-slate-200 px-3">
            <ActivityLogList entries={state.logs} />
          </div>
        )}
      </div>
    </section>
  );
}
