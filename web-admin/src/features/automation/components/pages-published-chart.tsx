import type { AutomationAnalytics } from "@movebreak/shared/contracts/automation-analytics";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { ChartCard, DataTable } from "@/components/ui/chart-card";
import { AXIS_TICK, CHART_COLORS } from "@/components/ui/chart-theme";
import { bucketLabel } from "../utils/format";

/** Pages published since the start of the range (cumulative). */
export function PagesPublishedChart({ data }: { data: AutomationAnalytics }) {
  const points = data.pagesPublished.map((row) => ({ ...row, label: bucketLabel(row.bucketStart, data.bucket) }));
  const published = points.filter((row) => row.pages > 0);
  return (
    <ChartCard
      title="Pages published"
      description={`${data.totals.pagesPublished} pages published in this period`}
      empty={data.totals.pagesPublished === 0}
      emptyText="No pages published in this period"
      chart={
        <LineChart
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
          <Line
            type="stepAfter"
            dataKey="cumulative"
            name="Pages published"
            stroke={CHART_COLORS.success}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      }
      table={
        <DataTable
          caption="Pages published per bucket"
          columns={["Bucket", "Published", "Cumulative"]}
          rows={published.map((row) => ({ key: row.bucketStart, cells: [row.label, row.pages, row.cumulative] }))}
        />
      }
    />
  );
}
