import type { AnalyticsBucket } from "@movebreak/shared/contracts/automation-analytics";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useAutomationAnalytics } from "../api/get-automation-analytics";
import { PagesPublishedChart } from "./pages-published-chart";
import { QueryError } from "./query-error";
import { RunsChart } from "./runs-chart";
import { StepDurationsChart } from "./step-durations-chart";
import { SuccessRateChart } from "./success-rate-chart";

const BUCKETS: { id: AnalyticsBucket; label: string; range: string }[] = [
  { id: "day", label: "Day", range: "last 30 days" },
  { id: "hour", label: "Hour", range: "last 48 hours" },
];

/** The analysts' charts (GET /api/automation/analytics), by day or by hour. */
export function AnalyticsCharts() {
  const [bucket, setBucket] = useState<AnalyticsBucket>("day");
  const analytics = useAutomationAnalytics({ bucket });
  const range = BUCKETS.find((item) => item.id === bucket)?.range;

  return (
    <section aria-labelledby="automation-analytics-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 id="automation-analytics-heading" className="font-semibold text-slate-900">
            Analytics
          </h3>
          <p className="text-slate-600 text-sm">Runs started in the {range}, in UTC buckets.</p>
        </div>
        <fieldset className="inline-flex rounded-md border border-slate-300 bg-white p-0.5 shadow-sm">
          <legend className="sr-only">Group by</legend>
          {BUCKETS.map((item) => (
            <button
              key={item.id}
              type="button"
              aria-pressed={bucket === item.id}
              onClick={() => setBucket(item.id)}
              className={cn(
                "min-h-9 rounded px-4 font-medium text-sm focus-visible:outline-2 focus-visible:outline-slate-900",
                bucket === item.id ? "bg-brand-500 text-brand-950" : "text-slate-700 hover:bg-slate-100",
              )}
            >
              {item.label}
            </button>
          ))}
        </fieldset>
      </div>
      {analytics.isPending ? (
        <Spinner label="Loading analytics..." showLabel />
      ) : analytics.isError ? (
        <QueryError error={analytics.error} fallback="Failed to fetch automation analytics" />
      ) : (
        <div className={cn("grid gap-4 lg:grid-cols-2", analytics.isPlaceholderData && "opacity-60")}>
          <RunsChart data={analytics.data} />
          <SuccessRateChart data={analytics.data} />
          <StepDurationsChart data={analytics.data} />
          <PagesPublishedChart data={analytics.data} />
        </div>
      )}
    </section>
  );
}
