import type { AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import { AXIS_TICK, CHART_COLORS, CHART_FRAME, CHART_GRID } from "@/components/ui/chart-theme";
import { stepLabel } from "../utils/format";

const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 10) / 100);

/** Each step's median (p50) and p95 duration, in seconds. */
export function StepDurationsChart({ data }: { data: AutomationAnalytics }) {
  const points = data.stepDurations.map((row) => ({
    ...row,
    label: String(row.stepNumber),
    p50: seconds(row.p50Ms),
    p95: seconds(row.p95Ms),
  }));
  const timed = points.filter((row) => row.count > 0);
  return (
    <ChartCard
      title="Step durations"
      description="Median (p50) and p95 time of each step, in seconds"
      empty={timed.length === 0}
      emptyText="No completed steps in this period"
      chart={
        <BarChart {...CHART_FRAME} data={points}>
          <CartesianGrid {...CHART_GRID} />
          <XAxis dataKey="label" tick={AXIS_TICK} />
          <YAxis unit="s" tick={AXIS_TICK} />
          <Tooltip labelFormatter={(label) => `Step ${label}`} formatter={(value) => `${value}s`} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="p50" name="p50" fill={CHART_COLORS.p50} isAnimationActive={false} />
          <Bar dataKey="p95" name="p95" fill={CHART_COLORS.p95} isAnimationActive={false} />
        </BarChart>
      }
      table={
        <DataTable
          caption="Step durations"
          columns={["Step", "p50", "p95", "Count"]}
          rows={points.map((row) => ({
            key: row.step,
            cells: [
              `${row.stepNumber}. ${stepLabel(row.step)}`,
              row.p50 === null ? "-" : `${row.p50.toFixed(2)}s`,
              row.p95 === null ? "-" : `${row.p95.toFixed(2)}s`,
              row.count,
            ],
          }))}
        />
      }
    />
  );
}
