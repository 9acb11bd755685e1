import { lazy, Suspense } from "react";
import { EmptyState } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { serverErrorMessage } from "@/lib/server-error-message";
import { useAutomationMetrics } from "../api/get-automation-metrics";
import { MetricsSummary } from "./metrics-summary";

// The charting library is large: it loads with the Metrics tab, not with the admin app.
const AnalyticsCharts = lazy(() =>
  import("./analytics-charts").then((module) => ({ default: module.AnalyticsCharts })),
);

export function MetricsPanel() {
  const metrics = useAutomationMetrics();
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="automation-metrics-heading" className="flex flex-col gap-3">
        <h3 id="automation-metrics-heading" className="font-semibold text-slate-900">
          Metrics
        </h3>
        {metrics.isPending ? (
          <Spinner label="Loading metrics..." showLabel />
        ) : metrics.isError ? (
          <EmptyState
            title="No metrics available"
            hint={serverErrorMessage(metrics.error, "Failed to fetch automation metrics")}
          />
        ) : metrics.data ? (
          <MetricsSummary metrics={metrics.data} />
        ) : (
          <EmptyState title="No metrics available" />
        )}
      </section>
      <Suspense fallback={<Spinner label="Loading charts..." showLabel />}>
        <AnalyticsCharts />
      </Suspense>
    </div>
  );
}
