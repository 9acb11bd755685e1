import type { AutomationMetrics } from "@movebreak/shared/contracts/automation";
import { StatTile } from "@/components/ui/card";
import { formatDateTime, formatNumber } from "../utils/format";

/** The six metrics of admin spec section 2. */
export function MetricsSummary({ metrics }: { metrics: AutomationMetrics }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <StatTile label="Total Runs" value={formatNumber(metrics.totalRuns)} />
      <StatTile label="Success Rate" value={`${metrics.successRate.toFixed(1)}%`} />
      <StatTile label="Avg. Execution Time" value={`${(metrics.averageExecutionTime / 1000).toFixed(1)}s`} />
      <StatTile label="Active Jobs" value={formatNumber(metrics.activeJobs)} />
      <StatTile label="Total Jobs" value={formatNumber(metrics.totalJobs)} />
      <StatTile
        label="Last Run"
        value={
          metrics.lastRunTime ? (
            <time dateTime={metrics.lastRunTime} className="text-base">
              {formatDateTime(metrics.lastRunTime)}
            </time>
          ) : (
            "Never"
          )
        }
      />
    </dl>
  );
}
