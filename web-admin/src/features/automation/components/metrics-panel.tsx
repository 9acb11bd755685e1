import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
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
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="automation-metrics-heading" className="font-semibold text-slate-900">
            Metrics
          </h3>
          {/* What the runs bring: the pages' views and store clicks, on their own screen. */}
          <Link
            to={paths.performance}
            className="rounded font-medium text-brand-800 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            Page performance →
          </Link>
        </div>
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
