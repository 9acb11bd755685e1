import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { StatTile } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { type TabSpec, Tabs } from "@/components/ui/tabs";
import { useToast } from "@/components/ui/toast/toast-context";
import type { EventsFilters } from "@/lib/automation-events";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useAutomationStatus } from "../api/get-automation-status";
import { useLiveAutomation } from "../hooks/use-live-automation";
import { formatNumber } from "../utils/format";
import { ActivityLogsPanel } from "./activity-logs-panel";
import { AutomationControls } from "./automation-controls";
import { ConsolePanel } from "./console-panel";
import { ErrorBanner } from "./error-banner";
import { HistoryPanel } from "./history-panel";
import { MetricsPanel } from "./metrics-panel";
import { NextRunCountdown } from "./next-run-countdown";
import { RemainingTimeBox } from "./remaining-time-box";
import { SettingsPanel } from "./settings-panel";
import { StatusBadge } from "./status-badge";
import { StepProgress } from "./step-progress";

type TabId = "logs" | "console" | "metrics" | "settings" | "history";

const STATUS_ERROR = "Failed to fetch automation status";

/** The Landing Page Automation panel (admin spec section 2), hosted by the Page Manager's Automation tab. */
export function AutomationDashboard() {
  const statusQuery = useAutomationStatus();
  // Every event the server pushes refreshes the status, logs, console and metrics (polling stays the fallback).
  useLiveAutomation();
  const [tab, setTab] = useState<TabId>("logs");
  // The History tab opened from the Error banner starts filtered to failures; a new key resets its filters.
  const [history, setHistory] = useState<{ key: number; filters: EventsFilters }>({ key: 0, filters: {} });
  const [focusTabs, setFocusTabs] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  const { toast } = useToast();
  const { error, errorUpdatedAt } = statusQuery;

  // After "View Failed Runs" the keyboard and the screen reader continue in the panel it opened.
  useEffect(() => {
    if (!focusTabs) return;
    tabsRef.current?.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')?.focus();
    setFocusTabs(false);
  }, [focusTabs]);

  // Each failed status fetch is told once (the poll keeps trying every 5 s).
  useEffect(() => {
    if (!error || !errorUpdatedAt) return;
    toast({ title: "Error", description: serverErrorMessage(error, STATUS_ERROR), variant: "destructive" });
  }, [error, errorUpdatedAt, toast]);

  if (statusQuery.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading automation system..." showLabel />
      </div>
    );
  }

  if (statusQuery.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="font-medium text-red-800">{serverErrorMessage(statusQuery.error, STATUS_ERROR)}</p>
        <Button variant="outline" onClick={() => statusQuery.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  const status = statusQuery.data;
  const running = status.status === "running";
  const showFailedRuns = () => {
    setHistory((current) => ({ key: current.key + 1, filters: { failed: true } }));
    setTab("history");
    setFocusTabs(true);
  };
  const showProgress = status.isRunningWorkflow && status.currentStep > 0;

  return (
    <section aria-labelledby="automation-heading" className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="automation-heading" className="font-semibold text-slate-900 text-xl">
                Landing Page Automation
              </h2>
              <StatusBadge status={status.status} />
              {status.isRunningWorkflow && status.workerStalled ? (
                // The run's worker stopped renewing its lease (a killed instance): another instance aborts the
                // run within 30 s; until then the run is not shown as working.
                <span
                  role="status"
                  className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-0.5 font-medium text-amber-900 text-xs ring-1 ring-amber-300 ring-inset"
                >
                  <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
                  Stalled: its worker stopped
                </span>
              ) : status.isRunningWorkflow ? (
                <span className="inline-flex items-center gap-1.5 rounded-full bg-sky-50 px-2.5 py-0.5 font-medium text-sky-900 text-xs ring-1 ring-sky-200 ring-inset">
                  <span
                    aria-hidden="true"
                    className="size-3 rounded-full border-2 border-sky-300 border-t-sky-700 motion-safe:animate-spin"
                  />
                  Running Workflow
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-slate-600 text-sm">
              Generates a landing page every {status.intervalMinutes}{" "}
              {status.intervalMinutes === 1 ? "minute" : "minutes"} (interval: {status.intervalMinutes} min after each
              run)
            </p>
            {status.stopReason && !running && status.status !== "error" ? (
              <p className="mt-1 text-slate-500 text-xs">Last stop: {status.stopReason.replace(/_/g, " ")}</p>
            ) : null}
          </div>
          <AutomationControls status={status.status} />
        </div>
        {status.status === "error" ? (
          <ErrorBanner stopReason={status.stopReason} onShowFailedRuns={showFailedRuns} />
        ) : null}
        {showProgress ? <StepProgress step={status.currentStep} stepName={status.currentStepName} /> : null}
      </div>

      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Current Status" value={<StatusBadge status={status.status} className="text-sm" />} />
        <StatTile label="Total Runs" value={formatNumber(status.totalRuns)} />
        <StatTile
          label="Successful"
          value={<span className="text-brand-700">{formatNumber(status.successCount)}</span>}
        />
        <StatTile label="Failed" value={<span className="text-red-700">{formatNumber(status.errorCount)}</span>} />
      </dl>

      {running ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <NextRunCountdown nextRunAt={status.nextRunAt} runInProgress={status.isRunningWorkflow} />
          <RemainingTimeBox
            remainingTimeMinutes={status.remainingTimeMinutes}
            maxRunTimeMinutes={status.maxRunTimeMinutes}
          />
        </div>
      ) : null}

      <div ref={tabsRef} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        {/* Only the selected panel is mounted, so an unseen panel does not poll. */}
        <Tabs
          label="Automation details"
          selected={tab}
          onSelect={setTab}
          tabs={
            [
              { id: "logs", label: "Activity Logs", panel: <ActivityLogsPanel /> },
              { id: "console", label: "Console", panel: <ConsolePanel /> },
              { id: "metrics", label: "Metrics", panel: <MetricsPanel /> },
              { id: "settings", label: "Settings", panel: <SettingsPanel status={status} /> },
              {
                id: "history",
                label: "History",
                panel: <HistoryPanel key={history.key} status={status} initialFilters={history.filters} />,
              },
            ] satisfies TabSpec<TabId>[]
          }
        />
      </div>
    </section>
  );
}
