import type { AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import { AXIS_TICK, CHART_COLORS } from "@/components/ui/chart-theme";
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
        <BarChart
          responsive
          accessibilityLayer={false}
          style={{ width: "100%", height: "100%" }}
          data={points}
          margin={{ top: 8, right: 8, left: -16, bottom: 0 }}
        >
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} minTickGap={16} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} />
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
