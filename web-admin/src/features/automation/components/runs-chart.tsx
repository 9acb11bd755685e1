import type { AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import { CHART_COLORS, CHART_FRAME, CHART_GRID, COUNT_AXIS, TIME_AXIS } from "@/components/ui/chart-theme";
import { bucketLabel } from "../utils/format";

/** Runs per bucket: successes and failures stacked. */
export function RunsChart({ data }: { data: AutomationAnalytics }) {
  const points = data.runs.map((row) => ({ ...row, label: bucketLabel(row.bucketStart, data.bucket) }));
  const withRuns = points.filter((row) => row.total > 0);
  return (
    <ChartCard
      title="Runs"
      description={`${data.totals.runs} runs: ${data.totals.completed} successful, ${data.totals.failed} failed`}
      empty={data.totals.runs === 0}
      emptyText="No runs in this period"
      chart={
        <BarChart {...CHART_FRAME} data={points}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis {...TIME_AXIS} />
          <YAxis {...COUNT_AXIS} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="completed"
            name="Successful"
            stackId="runs"
            fill={CHART_COLORS.success}
            isAnimationActive={false}
          />
          <Bar dataKey="failed" name="Failed" stackId="runs" fill={CHART_COLORS.failure} isAnimationActive={false} />
        </BarChart>
      }
      table={
        <DataTable
          caption="Runs per bucket"
          columns={["Bucket", "Successful", "Failed", "Total"]}
          rows={withRuns.map((row) => ({
            key: row.bucketStart,
            cells: [row.label, row.completed, row.failed, row.total],
          }))}
        />
      }
    />
  );
}
