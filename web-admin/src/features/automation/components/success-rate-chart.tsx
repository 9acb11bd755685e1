import type { AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import { AXIS_TICK, CHART_COLORS, CHART_FRAME, CHART_GRID, TIME_AXIS } from "@/components/ui/chart-theme";
import { bucketLabel } from "../utils/format";

/** Success rate per bucket (buckets without a finished run leave a gap). */
export function SuccessRateChart({ data }: { data: AutomationAnalytics }) {
  const points = data.runs.map((row) => ({ ...row, label: bucketLabel(row.bucketStart, data.bucket) }));
  const rated = points.filter((row) => row.successRate !== null);
  return (
    <ChartCard
      title="Success rate"
      description={
        data.totals.successRate === null
          ? "Share of finished runs that succeeded"
          : `${data.totals.successRate.toFixed(1)}% of finished runs succeeded`
      }
      empty={rated.length === 0}
      emptyText="No finished runs in this period"
      chart={
        <LineChart {...CHART_FRAME} data={points}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis {...TIME_AXIS} />
          <YAxis domain={[0, 100]} unit="%" tick={AXIS_TICK} />
          <Tooltip formatter={(value) => `${value}%`} />
          <Line
            type="monotone"
            dataKey="successRate"
            name="Success rate"
            stroke={CHART_COLORS.line}
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      }
      table={
        <DataTable
          caption="Success rate per bucket"
          columns={["Bucket", "Success rate", "Finished runs"]}
          rows={rated.map((row) => ({
            key: row.bucketStart,
            cells: [row.label, `${row.successRate?.toFixed(1)}%`, row.completed + row.failed],
          }))}
        />
      }
    />
  );
}
